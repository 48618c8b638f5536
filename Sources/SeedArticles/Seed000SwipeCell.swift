import SnapKit
import FluidUIKit // Fluid: the surface's module name for `UIKit` (Docs/UIKitSurface.md)

// Seed 000 (German: "iOS - HowTo: PanGestures mit SnapKit realisieren"): the article's table view
// controller and its AnimationCell at the article's last step, as written against `import UIKit`
// and `import SnapKit` (its German comments translated). What Interface Builder did (a table
// filling the screen, its data source and delegate connected, the prototype cell of class
// AnimationCell with identifier "animationCell") is built by `loadView()`, between `// Stand-in
// begin` and `// Stand-in end`. Each line that differs from the article says why in a
// `// Fluid:` comment. The article's two switches over `CellStatus` keep their `default: break`,
// which Swift warns will never be executed, as it does on iOS.

public class SwipeCellViewController: UIViewController, UITableViewDelegate, UITableViewDataSource { // Fluid: seed 001's controller is also `ViewController`; one module needs distinct names

    override public func viewDidLoad() {
        super.viewDidLoad()

    }

    override public func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    }

    //Mark: - Data Source
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 6;
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "animationCell", for: indexPath)

        return cell
    }

    //Mark: - Delegate
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
    }

    // Stand-in begin: the storyboard's scene: a table filling the view, its data source and
    // delegate connected in the Connections Inspector, one prototype cell
    override public func loadView() {
        let root = UIView()
        let tableView = UITableView()
        root.addSubview(tableView)
        tableView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        tableView.registerPrototype(AnimationCell.self, forCellReuseIdentifier: "animationCell")
        tableView.dataSource = self
        tableView.delegate = self
        view = root
    }
    // Stand-in end
}

public enum CellStatus {
    case opened
    case closed
}

public class AnimationCell: UITableViewCell {

    public var currentCellStatus: CellStatus = .closed
    public let leftView = UIView()
    public let rightView = UIView()
    let widthOfOpenedLeftView: CGFloat = 50
    let widthOfClosedLeftView: CGFloat = 10

    override public func awakeFromNib() {
        super.awakeFromNib()
        // Initialization code
        contentView.addSubview(leftView)
        contentView.addSubview(rightView)
        leftView.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.bottom.equalToSuperview()
            make.leading.equalToSuperview()
            make.width.equalTo(10)
        }

        rightView.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.bottom.equalToSuperview()
            make.leading.equalToSuperview().offset(10)
            make.trailing.equalToSuperview()
        }

        leftView.backgroundColor = .red
        rightView.backgroundColor = .blue
        backgroundColor = .gray

        let panGestureRecognizer = UIPanGestureRecognizer(target: self, action: AnimationCell.animatePanGesture(recognizer:)) // Fluid: in place of `#selector(animatePanGesture(recognizer:))`
        panGestureRecognizer.delegate = self
        contentView.addGestureRecognizer(panGestureRecognizer)
    }

    func animatePanGesture(recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            break

        case .changed:
            continueSwipe(recognizer: recognizer)
            break

        case .ended:
            endSwipe(recognizer: recognizer)
            break

        default:
            break
        }
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
            leftViewOffset = widthOfOpenedLeftView + (leftViewOffset - widthOfOpenedLeftView) / 5
        }

        return leftViewOffset
    }

    func getRightViewOffset(recognizer: UIPanGestureRecognizer) -> CGFloat {
        var rightViewOffset: CGFloat = 0
        switch currentCellStatus {
        case .opened:
            rightViewOffset = widthOfOpenedLeftView + recognizer.translation(in: self).x
            break

        case .closed:
            rightViewOffset = widthOfClosedLeftView + recognizer.translation(in: self).x
            break

        default:
            break
        }

        if rightViewOffset <= widthOfClosedLeftView {
            rightViewOffset = widthOfClosedLeftView
        }

        return rightViewOffset
    }

    func continueSwipe(recognizer: UIPanGestureRecognizer) {
        let leftViewOffset = getLeftViewOffset(recognizer: recognizer)
        leftView.snp.updateConstraints { make in
            make.width.equalTo(leftViewOffset)
        }

        let rightViewOffset = getRightViewOffset(recognizer: recognizer)
        rightView.snp.updateConstraints { make in
            make.leading.equalToSuperview().offset(rightViewOffset)
            make.trailing.equalToSuperview().offset(rightViewOffset - widthOfClosedLeftView)
        }
    }

    func endSwipe(recognizer: UIPanGestureRecognizer) {
        if recognizer.velocity(in: self).x < 0 {
            closeCell()
        } else {
            openCell()
        }
    }

    func openCell() {
        leftView.snp.updateConstraints { make in
            make.width.equalTo(widthOfOpenedLeftView)
        }

        rightView.snp.updateConstraints { make in
            make.leading.equalToSuperview().offset(widthOfOpenedLeftView)
            make.trailing.equalToSuperview().offset(widthOfOpenedLeftView - widthOfClosedLeftView)
        }

        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: .curveEaseInOut, animations: {
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

        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: .curveEaseInOut, animations: {
            self.contentView.layoutIfNeeded()
        })

        currentCellStatus = .closed
    }
}

extension AnimationCell: UIGestureRecognizerDelegate {} // Stand-in: the article sets the cell as the pan's delegate without showing the conformance
