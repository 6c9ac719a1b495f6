import Foundation
import ArgumentParser
import GlissCore
import GlissIO

/// The command line of one app: the standard options plus the app's own ``App/Arguments``.
/// `App.main()` runs it as the root command; a tool with several apps (gliss-demos) lists
/// it among its subcommands.
public struct AppCommand<A: App>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: A.commandName, abstract: A.abstract)
    }

    /// The options every app has.
    @OptionGroup public var options: StandardOptions
    /// The app's own options.
    @OptionGroup public var arguments: A.Arguments

    public init() {}

    public func run() throws {
        let code = AppRuntime.run(options: options) { A(arguments: arguments) }
        if code != 0 { throw ExitCode(code) }
    }
}

/// Runs a swift-argument-parser command with Gliss's error contract: bad arguments print one
/// line (`name: message`) and the usage and exit with status 2 (argument-parser's own
/// default is 64); `--help` prints the help and exits 0; a command that fails exits with its code.
public enum CommandRunner {
    /// The executable's file name, for messages.
    public static var executableName: String {
        let path = CommandLine.arguments.first ?? "gliss"
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The process's arguments after the executable, byte-exact: an argument that is not
    /// UTF-8 (a file name in Latin-1) keeps its bytes (`PathBytes`) where
    /// `CommandLine.arguments` would replace them with U+FFFD and write another file.
    public static var rawArguments: [String] {
        (1..<Int(CommandLine.argc)).compactMap { i in CommandLine.unsafeArgv[i].map { PathBytes.string(cString: $0) } }
    }

    /// Parses `arguments` (default: the process's) as `command`, runs it and exits with its
    /// status: 0, the command's own code, or 2 with one line and the usage for bad arguments.
    public static func main(_ command: ParsableCommand.Type, arguments: [String]? = nil) -> Never {
        // A write to a closed pipe must fail the write, not kill the app.
        Signals.ignoreBrokenPipes()
        var parsed: ParsableCommand
        do {
            parsed = try command.parseAsRoot(arguments ?? rawArguments)
        } catch {
            let code = command.exitCode(for: error)
            if code == .success { command.exit(withError: error) }   // --help, --version
            let full = command.fullMessage(for: error)
            let text = full.hasPrefix("Error: ") ? String(full.dropFirst(7)) : full
            StandardError.write("\(executableName): \(text)")
            exit(2)
        }
        do {
            try parsed.run()
            exit(0)
        } catch let e as ExitCode {
            exit(e.rawValue)
        } catch {
            let code = command.exitCode(for: error)
            if code == .success { command.exit(withError: error) }
            StandardError.write("\(executableName): \(command.message(for: error))")
            exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
