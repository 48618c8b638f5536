// kiwi_bench: layout-bench's scenarios (Sources/LayoutBenchmark/main.swift) on kiwi's C++ core,
// so Fluid's solver and kiwi's can be compared doing the same work (Docs/Constraints.md §2).
// Built and run by Scripts/kiwi-comparison.sh, which downloads kiwi 1.5.1's headers; kiwi is
// only the library being measured here.
//
// Each scenario mirrors layout-bench's: the same variables, constraints, strengths, edit
// variable and suggested values, the same warm-up, median of 5 runs, set-up timed apart:
//
//     kiwi-bench (b) 9.87 ms (set-up 1.23 ms, not included)
//
// (a)  a chain of 1,000 required equalities x[i+1] = x[i] + 10 (x[0] pinned at 0): add all, update;
// (b)  one strong edit variable e with 1,000 dependents y[i] = e + 10·i: 1,000 × (suggest + update);
// (b′) the same with chained dependents y[0] = e, y[i+1] = y[i] + 10.
//
// For callgrind, the timed work of each scenario runs in a function that is never inlined and
// has a plain C name, kiwi_bench_chain (a) or kiwi_bench_drags (b, b′), which
// `--toggle-collect` can target exactly (layout-bench's counterparts are layout_bench_chain and
// layout_bench_drags).

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace {

const int runs = 5;
const int size = 1000;

double now_ms()
{
    using clock = std::chrono::steady_clock;
    return std::chrono::duration<double, std::milli>(clock::now().time_since_epoch()).count();
}

double median(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

// Scenario (b)'s system, built but not yet dragged.
struct DragSystem {
    kiwi::Solver solver;
    kiwi::Variable edit{"e"};
    std::vector<kiwi::Variable> y;

    explicit DragSystem(bool chained)
    {
        for (int i = 0; i < size; ++i) y.emplace_back("y" + std::to_string(i));
        solver.addEditVariable(edit, kiwi::strength::strong);
        for (int i = 0; i < size; ++i) {
            if (chained) {
                solver.addConstraint(i == 0 ? y[0] == edit : y[i] == y[i - 1] + 10.0);
            } else {
                solver.addConstraint(y[i] == edit + double(10 * i));
            }
        }
    }
};

} // namespace

// The timed work, under names callgrind can find (see the top of the file).
extern "C" __attribute__((noinline)) double kiwi_bench_chain()
{
    kiwi::Solver solver;
    std::vector<kiwi::Variable> x;
    x.reserve(size);
    for (int i = 0; i < size; ++i) x.emplace_back("x" + std::to_string(i));
    solver.addConstraint(x[0] == 0.0);
    for (int i = 0; i < size - 1; ++i) solver.addConstraint(x[i + 1] == x[i] + 10.0);
    solver.updateVariables();
    return x[size - 1].value();
}

// 1,000 × (suggest a new value for the edit variable, update the variables).
extern "C" __attribute__((noinline)) double kiwi_bench_drags(DragSystem* system)
{
    for (int step = 0; step < size; ++step) {
        system->solver.suggestValue(system->edit, double(step));
        system->solver.updateVariables();
    }
    return system->y[size - 1].value();
}

namespace {

// A scenario: a system built first (timed and printed apart), then the work that is timed on it.
struct Scenario {
    std::string name;
    std::function<std::function<double()>()> setUp;
};

std::function<double()> dragWork(bool chained)
{
    auto system = std::make_shared<DragSystem>(chained);
    return [system] { return kiwi_bench_drags(system.get()); };
}

} // namespace

int main()
{
    std::vector<Scenario> scenarios = {
        {"(a)", [] { return std::function<double()>(kiwi_bench_chain); }},
        {"(b)", [] { return dragWork(false); }},
        {"(b′)", [] { return dragWork(true); }},
    };
    try {
        struct Result { std::string name; double solver, setUp; };
        std::vector<Result> results;
        double checksum = 0;
        for (const auto& scenario : scenarios) {
            checksum += scenario.setUp()();  // warm up
            std::vector<double> samples, setUps;
            for (int run = 0; run < runs; ++run) {
                double start = now_ms();
                auto work = scenario.setUp();
                double built = now_ms();
                double result = work();
                double solved = now_ms();
                setUps.push_back(built - start);
                samples.push_back(solved - built);
                checksum += result;
            }
            results.push_back({scenario.name, median(samples), median(setUps)});
        }
        for (const auto& result : results) {
            std::printf("kiwi-bench %s %.2f ms", result.name.c_str(), result.solver);
            if (result.setUp >= 0.005) std::printf(" (set-up %.2f ms, not included)", result.setUp);
            std::printf("\n");
        }
        std::printf("# checksum %.0f\n", checksum);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "kiwi-bench: %s\n", error.what());
        return 1;
    }
    return 0;
}
