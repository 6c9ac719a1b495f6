import Foundation
import Demos

/// `gliss-demos bench`: placeholder until the benchmark issue lands.
enum Bench {
    static func run(_ workload: String, options: LaunchOptions) -> Int32 {
        FileHandle.standardError.write(Data("gliss-demos: bench '\(workload)' is not implemented yet\n".utf8))
        return 1
    }
}
