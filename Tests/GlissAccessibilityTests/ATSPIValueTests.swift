import XCTest
@testable import GlissAccessibility
import GlissCore
import GlissTesting

/// A slider as a screen reader sets it over AT-SPI's Value interface (Properties.Set of
/// CurrentValue, what libatspi's atspi_value_set_current_value sends).
final class ATSPIValueTests: XCTestCase {
    private var value = 0.5
    private lazy var driver = FrameDriver(width: 400, height: 300) { [unowned self] ui in
        ui.slider(value: Binding(get: { self.value }, set: { self.value = $0 }), in: 0...1, label: "Volume")
    }

    private func set(_ v: Double) throws -> ATSPIObjects {
        let t = ATSPITree(title: "Test", windowFrame: Rect(0, 0, 400, 300), elements: driver.ui.accessibilityElements())
        var objects = ATSPIObjects(tree: t, bus: ":1.5", desktop: .null, applicationID: 3)
        let k = try XCTUnwrap(t.elements.firstIndex { $0.label == "Volume" })
        let answer = reply(&objects, "org.freedesktop.DBus.Properties", "Set", on: .element(k),
                           [.string("org.a11y.atspi.Value"), .string("CurrentValue"), .double(v)])
        XCTAssertEqual(answer?.signature, "", "Set has no out argument")
        return objects
    }

    func testNonFiniteValuesAreRefusedByTheBridge() throws {
        driver.frame()
        for bad in [Double.infinity, -.infinity, .nan] {
            let objects = try set(bad)
            XCTAssertEqual(objects.requests, [], "\(bad) asks nothing of the frame")
            XCTAssertEqual(objects.error?.name, "org.freedesktop.DBus.Error.InvalidArgs", "\(bad) is refused")
        }
        let objects = try set(0.8)
        XCTAssertNil(objects.error)
        XCTAssertEqual(objects.requests.count, 1, "a finite value is set")
    }

    func testNonFiniteValuesLeaveTheSliderWhereItIs() throws {
        driver.frame()
        let id = try XCTUnwrap(driver.ui.accessibilityElements().first { $0.label == "Volume" }?.id)
        for bad in [Double.infinity, -.infinity, .nan] {
            driver.frame([.accessibility(.setValue(id, bad))]); driver.frame()
            XCTAssertEqual(value, 0.5, "\(bad) leaves the slider at 0.5")
        }
        driver.frame([.accessibility(.setValue(id, 0.8))]); driver.frame()
        XCTAssertEqual(value, 0.8, accuracy: 1e-9)
    }
}
