import Foundation
@testable import Demos
import Gliss

// MARK: - Inspector JSON consistency (what --inspect writes when the app quits now)

/// Serialises the inspector as `--inspect` does, parses it back with Foundation and checks it:
/// well-formed, header right, every node frame four finite numbers, the state equal to the
/// model's and its invariants holding, and nothing listed twice that exists once.
func inspectorProblem(_ host: DemoHost, demo: String) -> String? {
    let text = host.inspector().serialized()
    guard let data = text.data(using: .utf8),
          let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        return "inspector JSON does not parse: \(text.prefix(200))"
    }
    guard obj["screen"] as? String == demo else { return "inspector screen is \(String(describing: obj["screen"]))" }
    guard (obj["frame"] as? NSNumber)?.intValue == host.clock.frame else { return "inspector frame is not \(host.clock.frame)" }
    guard let nodes = obj["nodes"] as? [[String: Any]], !nodes.isEmpty else { return "inspector lists no nodes" }
    for n in nodes {
        guard let f = n["frame"] as? [NSNumber], f.count == 4, f.allSatisfy({ $0.doubleValue.isFinite }),
              n["id"] is String, n["role"] is String, n["label"] is String else {
            return "bad inspector node \(n)"
        }
    }
    guard let state = obj["state"] as? [String: Any] else { return "inspector has no state" }
    let reparsed = host.state().serialized()
    // (Compared as canonical JSON: NSDictionary equality is unreliable for bridged booleans.)
    guard let sd = reparsed.data(using: .utf8), let live = try? JSONSerialization.jsonObject(with: sd),
          let a = try? JSONSerialization.data(withJSONObject: live, options: .sortedKeys),
          let b = try? JSONSerialization.data(withJSONObject: state, options: .sortedKeys), a == b else {
        return "inspector state differs from the model: \(text.prefix(300))"
    }
    // Items that exist once must be listed once (a flying photo or card is one view).
    let once: Set<String>
    switch demo {
    case "photos": once = ["image"]
    case "cards": once = ["button"]
    default: once = []
    }
    var seen = Set<String>()
    for n in nodes {
        guard let role = n["role"] as? String, once.contains(role), let label = n["label"] as? String, label != "+" else { continue }
        if !seen.insert(label).inserted { return "\(role) '\(label)' is listed twice in the inspector" }
    }
    return nil
}
