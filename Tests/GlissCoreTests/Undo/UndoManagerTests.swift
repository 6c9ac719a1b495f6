import XCTest
import GlissCore
import GlissTesting

/// Gliss's `UndoManager`: Foundation's semantics (undo registers redo, grouping, levels,
/// titles) and a window's frames as its events.
final class UndoManagerTests: XCTestCase {
    /// A model whose changes register their own reversal, as an app's would.
    private final class Rows {
        var rows: [String] = []
        let undo: UndoManager
        init(_ undo: UndoManager) { self.undo = undo }

        func add(_ r: String) {
            rows.append(r)
            undo.registerUndo(withTarget: self) { $0.remove(r) }
            // (As with Foundation's: a name set while undoing would rename the redo.)
            if !undo.isUndoing { undo.setActionName("Add Row") }
        }

        func remove(_ r: String) {
            guard let i = rows.firstIndex(of: r) else { return }
            rows.remove(at: i)
            undo.registerUndo(withTarget: self) { $0.add(r) }
            if !undo.isUndoing { undo.setActionName("Delete Row") }
        }
    }

    func testUndoRunsTheHandlerAndRegistersTheRedo() {
        let m = UndoManager()
        let model = Rows(m)
        model.add("a")
        model.add("b")
        XCTAssertEqual(m.undoCount, 2)
        XCTAssertTrue(m.canUndo)
        XCTAssertFalse(m.canRedo)
        m.undo()
        XCTAssertEqual(model.rows, ["a"])
        XCTAssertTrue(m.canRedo)
        XCTAssertEqual(m.redoMenuItemTitle, "Redo Add Row")
        m.redo()
        XCTAssertEqual(model.rows, ["a", "b"])
        m.undo()
        m.undo()
        XCTAssertEqual(model.rows, [])
        XCTAssertFalse(m.canUndo)
        XCTAssertEqual(m.undoMenuItemTitle, "Undo")
        m.redo()
        XCTAssertEqual(model.rows, ["a"])
    }

    func testTitlesNameTheAction() {
        let m = UndoManager()
        let model = Rows(m)
        model.add("a")
        model.remove("a")
        XCTAssertEqual(m.undoActionName, "Delete Row")
        XCTAssertEqual(m.undoMenuItemTitle, "Undo Delete Row")
        m.undo()
        XCTAssertEqual(m.undoMenuItemTitle, "Undo Add Row")
        XCTAssertEqual(m.redoMenuItemTitle, "Redo Delete Row")
    }

    func testIsUndoingWhileTheHandlerRuns() {
        let m = UndoManager()
        final class Target {}
        let t = Target()
        var seen: (Bool, Bool)? = nil
        m.registerUndo(withTarget: t) { _ in seen = (m.isUndoing, m.isRedoing) }
        XCTAssertFalse(m.isUndoing)
        m.undo()
        XCTAssertEqual(seen?.0, true)
        XCTAssertEqual(seen?.1, false)
        XCTAssertFalse(m.isUndoing)
    }

    func testANewChangeClearsRedo() {
        let m = UndoManager()
        let model = Rows(m)
        model.add("a")
        m.undo()
        XCTAssertTrue(m.canRedo)
        model.add("b")
        XCTAssertFalse(m.canRedo)
    }

    func testExplicitGroupsUndoAsOneAndNest() {
        let m = UndoManager()
        let model = Rows(m)
        m.beginUndoGrouping()
        model.add("a")
        m.beginUndoGrouping()
        XCTAssertEqual(m.groupingLevel, 2)
        model.add("b")
        m.endUndoGrouping()
        model.add("c")
        m.endUndoGrouping()
        XCTAssertEqual(m.groupingLevel, 0)
        model.add("d")
        XCTAssertEqual(m.undoCount, 2)
        m.undo()
        XCTAssertEqual(model.rows, ["a", "b", "c"])
        m.undo()
        XCTAssertEqual(model.rows, [])
        m.redo()
        XCTAssertEqual(model.rows, ["a", "b", "c"])
    }

    func testLevelsOfUndoKeepsTheNewest() {
        let m = UndoManager()
        m.levelsOfUndo = 2
        let model = Rows(m)
        for r in ["a", "b", "c", "d"] { model.add(r) }
        XCTAssertEqual(m.undoCount, 2)
        m.undo()
        m.undo()
        m.undo()   // nothing left: "a" and "b" were dropped
        XCTAssertEqual(model.rows, ["a", "b"])
        m.levelsOfUndo = 1
        XCTAssertEqual(m.redoCount, 1)
    }

    func testRemoveAllActionsWithTarget() {
        let m = UndoManager()
        let one = Rows(m), two = Rows(m)
        one.add("a")
        two.add("b")
        one.add("c")
        m.removeAllActions(withTarget: one)
        XCTAssertEqual(m.undoCount, 1)
        m.undo()
        XCTAssertEqual(two.rows, [])
        XCTAssertEqual(one.rows, ["a", "c"])
        m.removeAllActions()
        XCTAssertFalse(m.canUndo || m.canRedo)
    }

    func testDisabledRegistrationRecordsNothing() {
        let m = UndoManager()
        let model = Rows(m)
        m.disableUndoRegistration()
        model.add("a")
        m.enableUndoRegistration()
        XCTAssertFalse(m.canUndo)
    }

    func testDiscardableIsKeptThroughUndoAndRedo() {
        let m = UndoManager()
        let model = Rows(m)
        model.add("a")
        m.setActionIsDiscardable(true)
        XCTAssertTrue(m.undoActionIsDiscardable)
        m.undo()
        XCTAssertTrue(m.redoActionIsDiscardable)
        XCTAssertFalse(m.undoActionIsDiscardable)
    }

    /// A window's undo manager groups what one frame registers, as Foundation's run loop pass.
    func testEachFrameIsOneGroup() {
        var model: Rows? = nil
        let d = FrameDriver { ui in
            if model == nil { model = Rows(ui.undoManager) }
        }
        d.frame()
        d.inNextBuild { _ in model!.add("a"); model!.add("b") }
        d.frame()
        d.inNextBuild { _ in model!.add("c") }
        d.frame()
        d.frame()
        let m = d.ui.undoManager
        XCTAssertIdentical(m, d.ui.undoManager, "one per window")
        XCTAssertEqual(m.undoCount, 2)
        m.undo()
        XCTAssertEqual(model!.rows, ["a", "b"])
        m.undo()
        XCTAssertEqual(model!.rows, [])
        XCTAssertEqual(m.redoCount, 2)
    }

    /// Undo in the frame that registered closes the frame's group first.
    func testUndoInTheSameFrameClosesItsGroup() {
        var model: Rows? = nil
        let d = FrameDriver { ui in
            if model == nil { model = Rows(ui.undoManager) }
        }
        d.frame()
        d.inNextBuild { ui in
            model!.add("a")
            model!.add("b")
            XCTAssertEqual(ui.undoManager.groupingLevel, 1)
            XCTAssertEqual(ui.undoManager.undoMenuItemTitle, "Undo Add Row")
            ui.undoManager.undo()
            XCTAssertEqual(ui.undoManager.groupingLevel, 0)
        }
        d.frame()
        XCTAssertEqual(model!.rows, [])
    }
}
