import Foundation
@_spi(GlissControls) import GlissCore

/// A file dialog's memory across frames: whether it waits for the desktop's chooser or shows
/// Gliss's own sheet, and what `fileDialogDefaultDirectory`/`fileDialogConfirmationLabel` asked.
final class FileDialogMemory: PresentationMemory {
    enum Phase {
        case idle
        /// Asked the platform; its answer comes as request `token`'s result.
        case waiting(token: Int)
        /// Gliss's own file sheet shows.
        case sheet(FileSheetModel)
    }
    var phase = Phase.idle
    var defaultDirectory: URL? = nil
    var confirmationLabel: String? = nil
    func afterLayout(_ ui: UI) -> Bool { false }
}

/// Why a file dialog did not give a file.
public struct FileDialogError: LocalizedError, Equatable {
    /// One line saying why.
    public let message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    public var errorDescription: String? { message }
}

extension NodeRef {
    /// The memory of this view's file dialog (made on first use).
    func fileDialogMemory() -> FileDialogMemory {
        let s = ui.presentations.state(id.child("fileDialog"))
        if let m = s.memory as? FileDialogMemory { return m }
        let m = FileDialogMemory()
        s.memory = m
        return m
    }

    /// The folder this view's `fileImporter` or `fileExporter` opens in — SwiftUI's
    /// `fileDialogDefaultDirectory(_:)`; nil lets the dialog choose (the desktop's chooser
    /// remembers its own; Gliss's sheet opens in the user's home). Applies to the file dialog
    /// of the same view, whichever comes first in the chain.
    @discardableResult
    public func fileDialogDefaultDirectory(_ url: URL?) -> NodeRef {
        fileDialogMemory().defaultDirectory = url
        return self
    }

    /// The label of the accept button of this view's file dialog — SwiftUI's
    /// `fileDialogConfirmationLabel(_:)` ("Open" and "Save" when nil).
    @discardableResult
    public func fileDialogConfirmationLabel(_ label: String?) -> NodeRef {
        fileDialogMemory().confirmationLabel = label
        return self
    }

    /// Presents a file dialog while `isPresented` is true: the desktop's own chooser through
    /// the XDG desktop portal when the platform has one, else Gliss's file sheet. `finish`
    /// gets its answer (never `.unavailable`) after `isPresented` has turned false.
    func fileDialog(isPresented: Binding<Bool>, kind: FileDialogRequest.Kind, contentTypes: [UTType],
                    title: String, finish: @escaping (FileDialogResult) -> Void) -> NodeRef {
        let key = id.child("fileDialog")
        let memory = fileDialogMemory()
        let presented = isPresented.wrappedValue
        if !presented, case .waiting = memory.phase { memory.phase = .idle }  // the app took it back
        // While the desktop's chooser is open the window stays as it was, blocked: the
        // inspector and a screen reader still read it.
        var showsSheet = ui.fileDialogPresenter == .builtIn
        if case .sheet = memory.phase { showsSheet = true }
        ui.presentations.register(.init(key: key, presented: presented, modal: true, hidesBelow: showsSheet) { ui, t in
            let s = ui.presentations.state(key)
            s.keys = nil
            func end(_ result: FileDialogResult) {
                memory.phase = .idle
                isPresented.wrappedValue = false
                finish(result)
                // What the answer changed shows in this frame (it came with no input).
                ui.requestPass()
            }
            if presented, case .idle = memory.phase {
                if ui.fileDialogPresenter == .platform {
                    memory.phase = .waiting(token: ui.requestFileDialog(
                        kind: kind, contentTypes: contentTypes, title: title,
                        confirmationLabel: memory.confirmationLabel, directory: memory.defaultDirectory))
                } else {
                    memory.phase = .sheet(FileSheetModel(kind: kind, contentTypes: contentTypes, title: title,
                                                         confirmationLabel: memory.confirmationLabel,
                                                         directory: memory.defaultDirectory))
                }
            }
            if case .waiting(let token) = memory.phase, let result = ui.takeFileDialogResult(token) {
                if result == .unavailable {
                    memory.phase = .sheet(FileSheetModel(kind: kind, contentTypes: contentTypes, title: title,
                                                         confirmationLabel: memory.confirmationLabel,
                                                         directory: memory.defaultDirectory))
                } else {
                    end(result)
                }
            }
            switch memory.phase {
            case .idle, .waiting:
                // The desktop's chooser is modal for this window: nothing here takes input
                // meanwhile, and Escape belongs to the chooser.
                s.dismissible = false
                ui.presentationBackdrop(dim: .clear, t: t) {}
            case .sheet(let model):
                s.dismissible = true
                s.dismiss = { end(.cancelled) }
                ui.presentationBackdrop(dim: ControlStyle.backdrop, t: t) { end(.cancelled) }
                ui.presentationCard(t: t, role: .dialog, label: title, maxWidth: 720, maxHeightFraction: 0.85) {
                    ui.fileSheet(model, finish: end)
                }
            }
        })
        return self
    }
}
