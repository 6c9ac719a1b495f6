import XCTest
import Gliss
import GlissTesting

/// Views' `onAppear`, `onDisappear` and `task`, and `timelineView`, through the harness as an
/// app's tests use them.
final class TaskLifetimeTests: XCTestCase {
    /// A page whose detail view can be shown, hidden and re-keyed; it logs what happens.
    final class DetailApp: App {
        var showDetail = true
        var itemID = 1
        var log: [String] = []
        var loaded: String?
        var sleep: Duration = .seconds(30)
        var failWith: String?
        init() {}
        func body(_ ui: UI) {
            ui.vstack {
                ui.text("Page").onAppear { self.log.append("page appeared") }
                if showDetail {
                    let id = itemID
                    ui.text(loaded ?? "Loading \(id)")
                        .onAppear { self.log.append("detail appeared") }
                        .onDisappear { self.log.append("detail disappeared") }
                        .task(id: id) {
                            self.log.append("task \(id) started")
                            do {
                                if let message = self.failWith { throw Failure(message: message) }
                                try await Task.sleep(for: self.sleep)
                                self.loaded = "Item \(id)"
                                self.log.append("task \(id) finished")
                            } catch is CancellationError {
                                self.log.append("task \(id) cancelled")
                            }
                        }
                }
            }
        }
    }
    struct Failure: Error, CustomStringConvertible { let message: String; var description: String { message } }

    /// onAppear runs once per appearance, onDisappear when the view stops being built.
    func testAppearAndDisappearRunOncePerLifetime() throws {
        let app = DetailApp()
        let h = try Harness(app: app, text: .headless)
        h.run(frames: 3)
        XCTAssertEqual(app.log.filter { $0.hasSuffix("appeared") }, ["page appeared", "detail appeared"])
        app.showDetail = false
        h.run(frames: 2)
        app.showDetail = true
        h.run(frames: 2)
        XCTAssertEqual(app.log.filter { $0.contains("appeared") },
                       ["page appeared", "detail appeared", "detail disappeared", "detail appeared"])
    }

    /// A task runs on the main actor, and its result is drawn: `runUntilIdle` waits for it.
    func testTaskResultIsDrawnAfterRunUntilIdle() throws {
        let app = DetailApp()
        app.sleep = .milliseconds(50)
        let h = try Harness(app: app, text: .headless)
        XCTAssertNoThrow(try h.node(label: "Loading 1"))
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "Item 1"), "the task's result shows in the frame after it arrives")
        XCTAssertEqual(app.log.filter { $0.hasPrefix("task") }, ["task 1 started", "task 1 finished"])
        XCTAssertEqual(h.ui.runningTaskCount, 0)
    }

    /// Hiding the view cancels its task (a 30 s sleep ends at once).
    func testTaskIsCancelledWhenItsViewDisappears() throws {
        let app = DetailApp()
        let h = try Harness(app: app, text: .headless)
        h.run(frames: 2)
        XCTAssertEqual(h.ui.runningTaskCount, 1)
        let start = Date()
        app.showDetail = false
        h.run(frames: 1)   // the frame without the view
        try h.runUntilIdle(timeout: 5)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "cancellation ends the sleep")
        XCTAssertEqual(app.log.filter { $0.hasPrefix("task") }, ["task 1 started", "task 1 cancelled"])
        XCTAssertEqual(h.ui.runningTaskCount, 0)
    }

    /// A new id cancels the running task and starts another; an unchanged id restarts nothing.
    func testTaskRestartsWhenItsIDChanges() throws {
        let app = DetailApp()
        let h = try Harness(app: app, text: .headless)
        h.run(frames: 3)
        app.itemID = 2
        h.run(frames: 1)
        XCTAssertEqual(h.ui.runningTaskCount, 2, "task 1 ends when it sees the cancellation")
        let end = Date().addingTimeInterval(5)
        while h.ui.runningTaskCount > 1 && Date() < end { _ = h.run(frames: 1); usleep(1000) }
        XCTAssertEqual(Set(app.log.filter { $0.hasPrefix("task") }), ["task 1 started", "task 1 cancelled", "task 2 started"])
        h.run(frames: 3)
        XCTAssertEqual(app.log.filter { $0.hasPrefix("task") }.count, 3, "an unchanged id restarts nothing")
        app.sleep = .milliseconds(10)
        app.itemID = 3
        h.run(frames: 1)
        try h.runUntilIdle()
        XCTAssertEqual(Set(app.log.filter { $0.hasPrefix("task") }.suffix(3)), ["task 2 cancelled", "task 3 started", "task 3 finished"])
        XCTAssertNoThrow(try h.node(label: "Item 3"))
    }

    /// An error a task throws is reported once, naming it; the app keeps running.
    func testErrorThrownByATaskIsReportedOnce() throws {
        let app = DetailApp()
        app.failWith = "the server said no"
        let h = try Harness(app: app, text: .headless)
        try h.runUntilIdle()
        h.run(frames: 5)
        XCTAssertEqual(h.warnings.filter { $0.contains("the server said no") }, ["a task failed: the server said no"])
        app.showDetail = false
        h.run(frames: 2)
        XCTAssertNoThrow(try h.node(label: "Page"), "the app still runs")
    }

    /// `runUntilIdle` gives up on a task that never ends, naming it.
    func testRunUntilIdleTimesOutOnAnEndlessTask() throws {
        let h = try Harness(app: DetailApp(), text: .headless)
        XCTAssertThrowsError(try h.runUntilIdle(timeout: 0.2)) { e in
            XCTAssertEqual(e as? HarnessError, .tasksStillRunning(count: 1, seconds: 0.2))
        }
    }

    /// Work posted to the main queue from the main thread runs before the next frame, in order.
    func testMainQueueWorkRunsBeforeTheNextFrame() throws {
        final class Poster: App {
            var values: [Int] = []
            init() {}
            func body(_ ui: UI) { ui.text("values \(values.map(String.init).joined(separator: ","))") }
        }
        let app = Poster()
        let h = try Harness(app: app, text: .headless)
        DispatchQueue.main.async { app.values.append(1) }
        Task { @MainActor in app.values.append(2) }
        DispatchQueue.main.async { app.values.append(3) }
        h.run(frames: 1)
        XCTAssertNoThrow(try h.node(label: "values 1,2,3"))
    }

    /// A periodic timeline shows its entries' dates, following the frame clock (1/60 s a frame).
    func testTimelineFollowsTheFrameClock() throws {
        var shown: [Date] = []
        let h = try Harness(size: Size(200, 100), text: .headless) { ui in
            ui.timelineView(.periodic(from: ui.startDate, by: 0.5)) { context in
                shown.append(context.date)
                ui.text("\(context.date.timeIntervalSince(ui.startDate))")
            }
        }
        XCTAssertEqual(h.ui.nextFrameTime, 0.5, "the first frame asks for the next entry")
        h.run(frames: 29)   // frame 30: t = 29/60
        XCTAssertEqual(shown.last?.timeIntervalSince(h.ui.startDate), 0)
        h.run(frames: 1)    // t = 30/60: the second entry
        XCTAssertEqual(shown.last?.timeIntervalSince(h.ui.startDate), 0.5)
        XCTAssertEqual(h.ui.nextFrameTime, 1.0)
        XCTAssertNoThrow(try h.node(label: "0.5"))
    }

    /// A schedule built with `from: .now` each frame still ticks once per interval.
    func testTimelineFromNowEveryFrameTicksPerInterval() throws {
        var dates: Set<Date> = []
        let h = try Harness(size: Size(200, 100), text: .headless) { ui in
            ui.timelineView(.periodic(from: .now, by: 1)) { context in dates.insert(context.date) }
        }
        h.run(frames: 10)
        XCTAssertEqual(dates.count, 1, "no new entry within the first second")
        XCTAssertNotNil(h.ui.nextFrameTime)
    }

    /// A paused animation schedule asks for no frame; a running one for the next frame.
    func testAnimationScheduleAsksForFramesUnlessPaused() throws {
        var paused = false
        let h = try Harness(size: Size(200, 100), text: .headless) { ui in
            ui.timelineView(.animation(paused: paused)) { _ in }
        }
        XCTAssertEqual(try XCTUnwrap(h.ui.nextFrameTime), 1.0 / 60, accuracy: 1e-6)
        paused = true
        h.run(frames: 2)
        XCTAssertNil(h.ui.nextFrameTime)
    }
}
