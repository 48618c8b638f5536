import FluidPlayground

extension StretchyHeaderScene {
    /// "Copy as Swift" (`C`): the article's own statements in `viewDidLoad()` that hold the tuned values, as the
    /// article wrote them (Sources/SeedArticles), with the current values in place; each replaces
    /// its namesake in the article's code, which then compiles (SwiftCodeCompilesTests).
    func swiftCode() -> String {
        let aspect = tuning.literal(Self.aspectParameter), inset = tuning.literal(Self.insetParameter)
        return """
                    // Seed 004's viewDidLoad() as tuned in Fluid: each statement replaces the article's own.

                    imageContainer.snp.makeConstraints {
                        make in
                        make.top.equalTo(scrollView)
                        make.left.right.equalTo(view)
                        make.height.equalTo(imageContainer.snp.width).multipliedBy(\(aspect))
                    }

                    infoText.snp.makeConstraints {
                        make in
                        make.edges.equalTo(textContainer).inset(\(inset))
                    }
            """
    }
}
