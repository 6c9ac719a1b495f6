import XCTest
import Gliss
import GlissTesting

// The code of the article "Tasks, timers and time" (Sources/GlissCore/GlissCore.docc/TasksAndTime.md).

// docs:begin service
enum WeatherService {
    /// A slow service: the forecast is computed off the main thread.
    static func forecast(for city: String) async throws -> String {
        try await Task.sleep(for: .milliseconds(30))
        let degrees = await Task.detached { city.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 15 + 15 }.value
        return "\(city): sunny, \(degrees)°"
    }
}
// docs:end service

// docs:begin forecast
final class ForecastApp: App {
    var city = "Lisbon"
    var forecast: String?

    func body(_ ui: UI) {
        ui.vstack(spacing: 8) {
            ui.text(city, font: .title)
            ui.text(forecast ?? "Loading…")
        }
        .task(id: city) {                    // restarted when the city changes
            self.forecast = nil
            self.forecast = try await WeatherService.forecast(for: self.city)
        }
    }
}
// docs:end forecast

final class ChatApp: App {
    var showChat = true
    var unread = 3
    var draftsSaved = 0
    func body(_ ui: UI) {
        if showChat {
            // docs:begin appear
            ui.text("Chat").onAppear { self.unread = 0 }.onDisappear { self.draftsSaved += 1 }
            // docs:end appear
        }
    }
}

final class ClockApp: App {
    var frames = 0
    func body(_ ui: UI) {
        frames += 1
        // docs:begin clock
        ui.timelineView(.periodic(from: .now, by: 1)) { context in
            ui.text(context.date.formatted(date: .omitted, time: .standard), font: .largeTitle)
        }
        // docs:end clock
    }
}

final class TasksArticleTests: XCTestCase {
    func testForecastLoadsAndReloadsForANewCity() throws {
        // docs:begin forecast-test
        let app = ForecastApp()
        let h = try Harness(app: app, text: .headless)
        XCTAssertNoThrow(try h.node(label: "Loading…"))
        try h.runUntilIdle()                 // waits for the task, then draws its result
        XCTAssertNoThrow(try h.node(label: "Lisbon: sunny, 15°"))

        app.city = "Porto"
        h.run(frames: 1)                     // the new id cancels the old task, starts a new one
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "Porto: sunny, 22°"))
        // docs:end forecast-test
    }

    func testAppearAndDisappear() throws {
        let app = ChatApp()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(app.unread, 0)
        app.showChat = false
        h.run(frames: 1)
        XCTAssertEqual(app.draftsSaved, 1)
    }

    func testClockAsksForAFrameAtTheNextSecond() throws {
        let h = try Harness(app: ClockApp(), text: .headless)
        let next = try XCTUnwrap(h.ui.nextFrameTime)
        XCTAssertGreaterThan(next, 0.9)
        XCTAssertLessThanOrEqual(next, 1.01)
        XCTAssertEqual(h.nodes(role: "text").count, 1)
    }
}
