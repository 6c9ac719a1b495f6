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
/// default is 64), and so do more than ``maxArguments`` arguments; `--help` prints the help
/// and exits 0 (1 with a message when standard output cannot be written: `--help >/dev/full`);
/// a command that fails exits with its code.
public enum CommandRunner {
    /// The most arguments a command line may have (swift-argument-parser's parsing time grows
    /// with their square; Gliss's own options number about 25).
    public static let maxArguments = 1024

    /// Prints the help or version `error` carries to standard output, every write checked,
    /// and exits 0 (1 with a message when it cannot be written).
    private static func printHelp(_ command: ParsableCommand.Type, _ error: Error) -> Never {
        StandardOutput.print(command.fullMessage(for: error))
        exit(0)
    }

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
        // First of all, before parsing: a SIGTERM in the first moments of a run (a session
        // ending as the app starts) stops it cleanly instead of killing it. A write to a closed
        // pipe fails the write instead of killing the app.
        Signals.install()
        let arguments = arguments ?? rawArguments
        // swift-argument-parser takes time quadratic in the number of arguments (8,000 took
        // 10 s): a command line is bounded instead.
        if arguments.count > maxArguments {
            StandardError.fail("\(arguments.count) arguments, more than the \(maxArguments) a command line may have", code: 2)
        }
        var parsed: ParsableCommand
        do {
            parsed = try command.parseAsRoot(arguments)
        } catch {
            let code = command.exitCode(for: error)
            if code == .success { printHelp(command, error) }   // --help, --version
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
            if code == .success { printHelp(command, error) }
            StandardError.write("\(executableName): \(command.message(for: error))")
            exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
