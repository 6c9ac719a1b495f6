import GlissCore

extension Harness {
    /// Who shows this window's file dialogs: `.builtIn` (Gliss's own sheet, the harness's
    /// default, which a test drives like any view) or `.platform`, where the dialogs a view
    /// asks for wait in ``fileDialogRequests`` for ``answerFileDialog(_:)`` — as the desktop's
    /// chooser would answer in the app.
    public var fileDialogPresenter: FileDialogPresenter {
        get { ui.fileDialogPresenter }
        set { ui.fileDialogPresenter = newValue }
    }

    /// Answers the oldest file dialog waiting in ``fileDialogRequests`` with `result`
    /// (`.picked([url])`, `.cancelled`, `.failed(why)`, or `.unavailable`: no portal, so Gliss's
    /// sheet shows) and runs a frame.
    /// - Throws: ``HarnessError/noFileDialog`` when none waits.
    public func answerFileDialog(_ result: FileDialogResult) throws {
        guard !fileDialogRequests.isEmpty else { throw HarnessError.noFileDialog }
        let request = fileDialogRequests.removeFirst()
        ui.deliverFileDialogResult(result, for: request.token)
        run()
    }
}
