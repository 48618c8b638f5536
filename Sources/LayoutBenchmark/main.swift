import Foundation
import Layout

// The solver scenarios Docs/Constraints.md §2 measures for kiwisolver too, one line per scenario, median of 5 runs:
//
//     layout-bench (a) <median> ms
//
// (a)  a chain of 1,000 required equalities x[i+1] = x[i] + 10 (x[0] pinned at 0): add all, update;
// (b)  one strong edit variable e with 1,000 dependents y[i] = e + 10·i: 1,000 × (suggest + update),
//      timed alone as kiwi times it; building the system is timed and printed apart;
// (b′) the same with chained dependents y[0] = e, y[i+1] = y[i] + 10.
// Lines starting with "#" add a baseline measured in the same run (the same numbers computed
// directly in a Swift array) and the ratio to it.
//
// Benchmarks/Kiwi/kiwi_bench.cpp runs the same scenarios on kiwi's C++ core. For callgrind
// (Scripts/kiwi-comparison.sh --instructions), the timed work has plain, never-inlined symbol
// names that `--toggle-collect` can target: layout_bench_chain (a), layout_bench_drags (b, b′).

let runs = 5
let size = 1000

/// The time `work` takes in milliseconds, and what it returned (kept so the optimiser cannot drop the work).
func milliseconds(_ work: () throws -> Double) rethrows -> (time: Double, result: Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try work()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, result)
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
}

@_silgen_name("layout_bench_chain") @inline(never)
func chain() throws -> Double {
    let solver = Solver()
    let x = (0..<size).map { Variable("x\($0)") }
    try solver.addConstraint(x[0] == 0)
    for i in 0..<(size - 1) { try solver.addConstraint(x[i + 1] == x[i] + 10) }
    solver.updateVariables()
    return x[size - 1].value
}

/// Scenario (b)'s system, built but not yet dragged: kiwi times the drags alone.
struct DragSystem {
    let solver = Solver()
    let edit = Variable("e")
    let y = (0..<size).map { Variable("y\($0)") }

    init(chained: Bool) throws {
        try solver.addEditVariable(edit, strength: .strong)
        for i in 0..<size {
            if chained {
                try solver.addConstraint(i == 0 ? y[0] == edit : y[i] == y[i - 1] + 10)
            } else {
                try solver.addConstraint(y[i] == edit + Double(10 * i))
            }
        }
    }

    /// 1,000 × (suggest a new value for the edit variable, update the variables).
    @_silgen_name("layout_bench_drags") @inline(never)
    func drag() throws -> Double {
        for step in 0..<size {
            try solver.suggestValue(edit, Double(step))
            solver.updateVariables()
        }
        return y[size - 1].value
    }
}

/// The same numbers without a solver: what the scenarios compute, done directly.
func direct(steps: Int) -> Double {
    var values = [Double](repeating: 0, count: size)
    for step in 0..<steps {
        for i in 0..<size { values[i] = Double(step) + Double(10 * i) }
    }
    return values[size - 1]
}

/// A scenario: a system built first (timed and printed apart), then the work kiwi times on it.
struct Scenario {
    let name: String
    let setUp: () throws -> (() throws -> Double)
    let baselineSteps: Int
}

let scenarios = [
    Scenario(name: "(a)", setUp: { chain }, baselineSteps: 1),
    Scenario(
        name: "(b)",
        setUp: {
            let system = try DragSystem(chained: false)
            return system.drag
        }, baselineSteps: size),
    Scenario(
        name: "(b′)",
        setUp: {
            let system = try DragSystem(chained: true)
            return system.drag
        }, baselineSteps: size),
]

do {
    var results: [(name: String, solver: Double, setUp: Double, baseline: Double)] = []
    var checksum = 0.0
    for scenario in scenarios {
        checksum += try scenario.setUp()()  // warm up
        var samples: [Double] = [], setUps: [Double] = [], baseline: [Double] = []
        for _ in 0..<runs {
            var work: (() throws -> Double)?
            let built = try milliseconds {
                work = try scenario.setUp()
                return 0
            }
            guard let work else { continue }
            let solved = try milliseconds(work)
            let computed = milliseconds { direct(steps: scenario.baselineSteps) }
            samples.append(solved.time)
            setUps.append(built.time)
            baseline.append(computed.time)
            checksum += solved.result + computed.result
        }
        results.append((scenario.name, median(samples), median(setUps), median(baseline)))
    }
    for result in results {
        let setUp = result.setUp >= 0.005 ? String(format: " (set-up %.2f ms, not included)", result.setUp) : ""
        print("layout-bench \(result.name) \(String(format: "%.2f", result.solver)) ms\(setUp)")
    }
    for result in results {
        print(
            "# \(result.name) direct computation \(String(format: "%.4f", result.baseline)) ms, solver/direct \(String(format: "%.0f", result.solver / result.baseline))×"
        )
    }
    if checksum.isNaN { print("# the solver produced NaN") }
} catch {
    FileHandle.standardError.write(Data("layout-bench: \(error)\n".utf8))
    exit(1)
}
