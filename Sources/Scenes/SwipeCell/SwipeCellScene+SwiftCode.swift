import FluidPlayground

extension SwipeCellScene {
    /// "Copy as Swift" (`C`): the article's own declarations that hold the tuned values, as the
    /// article wrote them (Sources/SeedArticles), with the current values in place; each replaces
    /// its namesake in the article's code, which then compiles (SwiftCodeCompilesTests).
    func swiftCode() -> String {
        let open = tuning.literal(Self.openWidth), closed = tuning.literal(Self.closedWidth)
        let divisor = tuning.literal(Self.rubberBandDivisor)
        let duration = tuning.literal(Self.springDuration), damping = tuning.literal(Self.springDamping)
        return """
                // Seed 000's AnimationCell as tuned in Fluid: each declaration replaces the article's own.

                let widthOfOpenedLeftView: CGFloat = \(open)
                let widthOfClosedLeftView: CGFloat = \(closed)

                override public func awakeFromNib() {
                    super.awakeFromNib()
                    // Initialization code
                    contentView.addSubview(leftView)
                    contentView.addSubview(rightView)
                    leftView.snp.makeConstraints { make in
                        make.top.equalToSuperview()
                        make.bottom.equalToSuperview()
                        make.leading.equalToSuperview()
                        make.width.equalTo(\(closed))
                    }

                    rightView.snp.makeConstraints { make in
                        make.top.equalToSuperview()
                        make.bottom.equalToSuperview()
                        make.leading.equalToSuperview().offset(\(closed))
                        make.trailing.equalToSuperview()
                    }

                    leftView.backgroundColor = .red
                    rightView.backgroundColor = .blue
                    backgroundColor = .gray

                    let panGestureRecognizer = UIPanGestureRecognizer(target: self, action: AnimationCell.animatePanGesture(recognizer:)) // Fluid: in place of `#selector(animatePanGesture(recognizer:))`
                    panGestureRecognizer.delegate = self
                    contentView.addGestureRecognizer(panGestureRecognizer)
                }

                func getLeftViewOffset(recognizer: UIPanGestureRecognizer) -> CGFloat {
                    var leftViewOffset: CGFloat = 0
                    switch currentCellStatus {
                    case .opened:
                        leftViewOffset = widthOfOpenedLeftView + recognizer.translation(in: self).x
                        break

                    case .closed:
                        leftViewOffset = widthOfClosedLeftView + recognizer.translation(in: self).x
                        break

                    default:
                        break
                    }

                    if leftViewOffset <= widthOfClosedLeftView {
                        leftViewOffset = widthOfClosedLeftView
                    }

                    if leftViewOffset >= widthOfOpenedLeftView {
                        leftViewOffset = widthOfOpenedLeftView + (leftViewOffset - widthOfOpenedLeftView) / \(divisor)
                    }

                    return leftViewOffset
                }

                func openCell() {
                    leftView.snp.updateConstraints { make in
                        make.width.equalTo(widthOfOpenedLeftView)
                    }

                    rightView.snp.updateConstraints { make in
                        make.leading.equalToSuperview().offset(widthOfOpenedLeftView)
                        make.trailing.equalToSuperview().offset(widthOfOpenedLeftView - widthOfClosedLeftView)
                    }

                    UIView.animate(withDuration: \(duration), delay: 0, usingSpringWithDamping: \(damping), initialSpringVelocity: 0, options: .curveEaseInOut, animations: {
                        self.contentView.layoutIfNeeded()
                    })

                    currentCellStatus = .opened
                }

                func closeCell() {
                    leftView.snp.updateConstraints { make in
                        make.width.equalTo(widthOfClosedLeftView)
                    }

                    rightView.snp.updateConstraints { make in
                        make.leading.equalToSuperview().offset(widthOfClosedLeftView)
                        make.trailing.equalToSuperview().offset(0)
                    }

                    UIView.animate(withDuration: \(duration), delay: 0, usingSpringWithDamping: \(damping), initialSpringVelocity: 0, options: .curveEaseInOut, animations: {
                        self.contentView.layoutIfNeeded()
                    })

                    currentCellStatus = .closed
                }
            """
                + (carriesReleaseVelocity
                    ? "\n\n    // Fluid (\(Self.carriesVelocityKey.uppercased())): the spring starts at the release's speed, initialSpringVelocity = velocity.x / the distance left, where the article starts it at 0."
                    : "")
    }
}
