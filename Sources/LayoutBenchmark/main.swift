import Foundation
import Layout

// kiwi's solver benchmarks (layout.md §1), one line per scenario, median of 5 runs:
//
//     layout-bench (a) 7.12 ms
//
// (a)  a chain of 1,000 required equalities x[i+1] = x[i] + 10 (x[0] pinned at 0): add all, update;
// (b)  one strong edit variable e with 1,000 dependents y[i] = e + 10·i: 1,000 × (suggest + update);
// (b′) the same with chained dependents y[0] = e, y[i+1] = y[i] + 10.
// Lines starting with "#" add a baseline measured in the same run (the same numbers computed
// directly in a Swift array) and the ratio to it.

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

func chain() throws -> Double {
    let solver = Solver()
    let x = (0..<size).map { Variable("x\($0)") }
    try solver.addConstraint(x[0] == 0)
    for i in 0..<(size - 1) { try solver.addConstraint(x[i + 1] == x[i] + 10) }
    solver.updateVariables()
    return x[size - 1].value
}

func drag(chained: Bool) throws -> Double {
    let solver = Solver()
    let edit = Variable("e")
    let y = (0..<size).map { Variable("y\($0)") }
    try solver.addEditVariable(edit, strength: .strong)
    for i in 0..<size {
        if chained {
            try solver.addConstraint(i == 0 ? y[0] == edit : y[i] == y[i - 1] + 10)
        } else {
            try solver.addConstraint(y[i] == edit + Double(10 * i))
        }
    }
    for step in 0..<size {
        try solver.suggestValue(edit, Double(step))
        solver.updateVariables()
    }
    return y[size - 1].value
}

/// The same numbers without a solver: what the scenarios compute, done directly.
func direct(steps: Int) -> Double {
    var values = [Double](repeating: 0, count: size)
    for step in 0..<steps {
        for i in 0..<size { values[i] = Double(step) + Double(10 * i) }
    }
    return values[size - 1]
}

let scenarios: [(name: String, work: () throws -> Double, baselineSteps: Int)] = [
    ("(a)", chain, 1),
    ("(b)", { try drag(chained: false) }, size),
    ("(b′)", { try drag(chained: true) }, size),
]

do {
    var results: [(String, Double, Double)] = []
    var checksum = 0.0
    for scenario in scenarios {
        checksum += try scenario.work()   // warm up
        var samples: [Double] = [], baseline: [Double] = []
        for _ in 0..<runs {
            let solved = try milliseconds(scenario.work)
            let computed = milliseconds { direct(steps: scenario.baselineSteps) }
            samples.append(solved.time)
            baseline.append(computed.time)
            checksum += solved.result + computed.result
        }
        results.append((scenario.name, median(samples), median(baseline)))
    }
    for (name, solver, _) in results {
        print("layout-bench \(name) \(String(format: "%.2f", solver)) ms")
    }
    for (name, solver, baseline) in results {
        print("# \(name) direct computation \(String(format: "%.4f", baseline)) ms, solver/direct \(String(format: "%.0f", solver / baseline))×")
    }
    if checksum.isNaN { print("# the solver produced NaN") }
} catch {
    FileHandle.standardError.write(Data("layout-bench: \(error)\n".utf8))
    exit(1)
}
