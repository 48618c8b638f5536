import Foundation

/// `swift build --product NAME` in a package, as `playground watch` runs it after a save: the
/// built program's path, or the build's first error in one line.
struct PackageBuild {
    let package: URL
    let product: String
    /// Where the built program is: asked of SwiftPM once (`swift build --show-bin-path` takes
    /// a few tenths of a second, which every save would pay).
    let binary: URL

    init(package: URL, product: String) {
        self.package = package
        self.product = product
        let (_, output) = Self.swift(["build", "--show-bin-path"], in: package)
        let folder =
            output.split(separator: "\n").last.map(String.init) ?? package.appendingPathComponent(".build/debug").path
        binary = URL(fileURLWithPath: folder).appendingPathComponent(product)
    }

    /// What a build came to.
    enum Outcome {
        case built(URL, seconds: TimeInterval)
        case failed(firstError: String, seconds: TimeInterval)
    }

    /// Builds the product, in debug (the incremental build a save needs).
    func run() -> Outcome {
        let started = Date()
        let (status, output) = Self.swift(["build", "--product", product], in: package)
        let seconds = Date().timeIntervalSince(started)
        guard status == 0 else {
            let error =
                Self.firstError(in: output, package: package)
                ?? output.split(separator: "\n").last.map(String.init) ?? "swift build failed (status \(status))"
            return .failed(firstError: error, seconds: seconds)
        }
        return .built(binary, seconds: seconds)
    }

    /// The package's one executable product, from `swift package describe`; an error names
    /// them when there are several (or says there is none).
    static func executableProduct(of package: URL) throws -> String {
        let (status, output) = swift(["package", "describe", "--type", "json"], in: package)
        guard status == 0, let data = output.data(using: .utf8),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let products = json["products"] as? [[String: Any]]
        else {
            throw PlaygroundError.failed(
                "cannot read the package at \(package.path) (swift package describe failed): is it a Swift package?")
        }
        let executables = products.compactMap { product -> String? in
            guard let type = product["type"] as? [String: Any], type["executable"] != nil else { return nil }
            return product["name"] as? String
        }
        guard executables.count == 1, let name = executables.first else {
            throw PlaygroundError.badArgument(
                executables.isEmpty
                    ? "the package at \(package.path) has no executable product to run: add one that calls FluidApp's main"
                    : "the package has several executables (\(executables.joined(separator: ", "))): name one with --product"
            )
        }
        return name
    }

    /// The first compiler error of a build's output: `path:line:column: error: message`, the path
    /// made relative to the package; nil when there is none.
    static func firstError(in output: String, package: URL) -> String? {
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            var text = String(line)
            let prefix = package.standardizedFileURL.path + "/"
            if text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
            return text
        }
        return nil
    }

    /// Runs `swift ARGUMENTS` in `folder`: its status and its output and errors, together.
    static func swift(_ arguments: [String], in folder: URL) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (127, "cannot run swift: \(error.localizedDescription)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
