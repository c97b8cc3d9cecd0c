#include "scan/card_scanner.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#include "nations/gamecontroller.h"
#include "scan/label_index.h"
#include "scan/video_frame_gray.h"
#include "vision/image_io.h"

namespace nc::app {

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

const char *actionKey(ScanAction a)
{
    switch (a) {
    case ScanAction::AddCard: return "add_card";
    case ScanAction::SetEvent: return "set_event";
    case ScanAction::SetWar: return "set_war";
    case ScanAction::None: break;
    }
    return "";
}

QString localPath(const QVariant &pathOrUrl)
{
    if (pathOrUrl.canConvert<QUrl>() && pathOrUrl.toUrl().isLocalFile())
        return pathOrUrl.toUrl().toLocalFile();
    const QString s = pathOrUrl.toString();
    const QUrl url(s);
    return url.isLocalFile() ? url.toLocalFile() : s;
}

/// Scans a grey image into `codes`; a failure of the scanner becomes `error`, naming `what` was scanned.
void scanGray(const nc::vision::LabelScanner &scanner, const cv::Mat &gray, const QString &what,
              std::vector<nc::vision::Detection> &codes, QString &error)
{
    try {
        codes = scanner.scan(gray);
    } catch (const std::exception &e) {
        error = QStringLiteral("cannot scan %1: %2").arg(what, QString::fromUtf8(e.what()));
    }
}

} // namespace

CardScanner::CardScanner(QObject *parent) : QObject(parent), m_photoScanner(nc::vision::stillImageOptions())
{
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &CardScanner::finished);
}

CardScanner::~CardScanner()
{
    m_watcher.waitForFinished(); // the job reads a scanner of ours
}

void CardScanner::setController(GameController *controller)
{
    if (m_controller == controller)
        return;
    disconnect(m_stateConnection);
    m_controller = controller;
    m_index.reset();
    if (controller) {
        m_index = std::make_unique<LabelIndex>(controller->catalog());
        m_stateConnection = connect(controller, &GameController::stateChanged, this, &CardScanner::rebuild);
    }
    rebuild();
    Q_EMIT controllerChanged();
}

void CardScanner::setVideoSink(QVideoSink *sink)
{
    if (m_sink == sink)
        return;
    disconnect(m_sinkConnection);
    m_sink = sink;
    if (sink)
        m_sinkConnection = connect(sink, &QVideoSink::videoFrameChanged, this, &CardScanner::processFrame);
    Q_EMIT videoSinkChanged();
}

void CardScanner::setLive(bool live)
{
    if (m_live == live)
        return;
    m_live = live;
    if (live) {
        m_source = Source::Camera;
        clearChoices();
        rebuild();
        setStatus(tr("Looking for labels\u2026 hold a card's label in view."));
    }
    Q_EMIT liveChanged();
}

void CardScanner::setPlayer(int player)
{
    if (m_player == player)
        return;
    m_player = player;
    rebuild();
    Q_EMIT playerChanged();
}

void CardScanner::processFrame(const QVideoFrame &frame)
{
    // GUI thread, every camera frame: O(1) unless a scan starts.
    ++m_framesReceived;
    if (!m_live)
        return;
    if (m_inFlight) {
        ++m_framesDropped;
        Q_EMIT statsChanged();
        return;
    }
    const nc::vision::LabelScanner *scanner = &m_frameScanner;
    start([frame, scanner] {
        Outcome o;
        o.source = Source::Camera;
        QElapsedTimer timer;
        timer.start();
        const FrameGray gray = videoFrameToGray(frame);
        if (!gray.ok()) {
            o.error = gray.error;
        } else {
            o.size = QSize(gray.gray.cols, gray.gray.rows);
            scanGray(*scanner, gray.gray, QStringLiteral("the camera frame"), o.codes, o.error);
        }
        o.ms = double(timer.nsecsElapsed()) / 1e6;
        return o;
    });
}

void CardScanner::scanFile(const QVariant &pathOrUrl)
{
    const QString path = localPath(pathOrUrl);
    setLive(false);
    if (m_inFlight) { // a camera frame in flight: the file follows it
        m_queuedFile = QUrl::fromLocalFile(path);
        return;
    }
    const nc::vision::LabelScanner *scanner = &m_photoScanner;
    setStatus(tr("Scanning %1\u2026").arg(QFileInfo(path).fileName()));
    start([path, scanner] {
        Outcome o;
        o.source = Source::File;
        o.url = QUrl::fromLocalFile(path);
        QElapsedTimer timer;
        timer.start();
        const nc::vision::LoadedImage img = nc::vision::loadGrayImage(path.toStdString());
        if (!img.ok()) {
            o.error = QString::fromStdString(img.error);
        } else {
            o.size = QSize(img.image.cols, img.image.rows);
            scanGray(*scanner, img.image, QStringLiteral("'%1'").arg(path), o.codes, o.error);
        }
        o.ms = double(timer.nsecsElapsed()) / 1e6;
        return o;
    });
}

void CardScanner::scanDropped(const QVariantList &urls)
{
    QStringList files;
    for (const QVariant &u : urls) {
        const QString path = localPath(u);
        if (QFileInfo(path).isFile())
            files << path;
    }
    if (files.isEmpty()) {
        setStatus(tr("Nothing to scan in that drop: drop image files (JPEG, PNG...)."));
        return;
    }
    scanFile(files.first());
    if (files.size() > 1)
        setStatus(m_status + tr(" One photo at a time: scanning %1, not the other %2.")
                                 .arg(QFileInfo(files.first()).fileName()).arg(files.size() - 1));
}

void CardScanner::start(std::function<Outcome()> job)
{
    m_inFlight = true;
    m_watcher.setFuture(QtConcurrent::run(std::move(job)));
    Q_EMIT statsChanged();
}

void CardScanner::finished()
{
    const Outcome o = m_watcher.result();
    m_inFlight = false;
    m_lastScanMs = o.ms;
    if (o.source == Source::Camera) {
        ++m_framesScanned;
        if (m_live) {
            if (!o.error.isEmpty()) {
                setStatus(o.error);
            } else {
                m_imageSize = o.size;
                m_sightings.addFrame(o.codes);
                rebuild();
                if (!m_sightings.pending().empty())
                    showSummary(tr("In view"));
            }
        }
    } else {
        m_source = Source::File;
        m_fileCodes = o.codes;
        m_imageUrl = o.url;
        m_imageSize = o.size;
        clearChoices();
        rebuild();
        const QString name = QFileInfo(o.url.toLocalFile()).fileName();
        if (!o.error.isEmpty())
            setStatus(o.error);
        else if (o.codes.empty())
            setStatus(tr("No label code found in %1. Photograph the labels square on, closer, in even light.").arg(name));
        else
            showSummary(name);
    }
    Q_EMIT statsChanged();
    Q_EMIT scanFinished(int(o.codes.size()));
    if (m_queuedFile) {
        const QUrl next = *m_queuedFile;
        m_queuedFile.reset();
        scanFile(next);
    }
}

void CardScanner::clearChoices()
{
    m_selectedByUser.clear();
    m_constructionByUser.clear();
    m_coverByUser.clear();
}

void CardScanner::settle(const std::string &text)
{
    if (m_source == Source::Camera)
        m_sightings.settle(text);
    else
        std::erase_if(m_fileCodes, [&](const auto &d) { return d.text == text; });
}

const std::vector<nc::vision::Detection> &CardScanner::currentCodes() const
{
    static const std::vector<nc::vision::Detection> none;
    switch (m_source) {
    case Source::Camera: return m_sightings.pending();
    case Source::File: return m_fileCodes;
    case Source::None: break;
    }
    return none;
}

void CardScanner::rebuild()
{
    const std::vector<ScanProposal> before = std::move(m_proposals);
    if (m_controller && m_index) {
        m_proposals = proposeFromScan(currentCodes(), *m_index, m_controller->catalog(), m_controller->state(),
                                      m_controller->hasGame(), m_player);
    } else {
        m_proposals.clear();
    }
    for (ScanProposal &p : m_proposals) {
        if (p.action == ScanAction::None)
            continue;
        if (auto s = m_selectedByUser.find(p.text); s != m_selectedByUser.end())
            p.selected = s->second;
        if (auto c = m_constructionByUser.find(p.text); c != m_constructionByUser.end())
            p.underConstruction = c->second;
        if (auto c = m_coverByUser.find(p.text); c != m_coverByUser.end()
            && std::any_of(p.coverOptions.begin(), p.coverOptions.end(), [&](const auto &o) { return o.first == c->second; })) {
            p.cover = c->second;
            if (!m_selectedByUser.count(p.text))
                p.selected = true;
        }
        if (!p.coverOptions.empty() && p.cover < 0)
            p.selected = false; // a full row: nothing to apply before the table chooses the card to cover
    }
    // The same codes in view, only moved: the list stays as it is, the markers follow.
    const auto sameProposal = [](const ScanProposal &a, const ScanProposal &b) {
        return a.text == b.text && a.position == b.position && a.status == b.status && a.message == b.message
            && a.selected == b.selected && a.underConstruction == b.underConstruction && a.cover == b.cover
            && a.coverOptions == b.coverOptions && a.action == b.action;
    };
    if (!std::equal(before.begin(), before.end(), m_proposals.begin(), m_proposals.end(), sameProposal))
        Q_EMIT proposalsChanged();
    if (!m_summaryOf.isEmpty()) // the summary counts what is ticked now
        refreshStatus(summary(m_summaryOf));
    Q_EMIT markersChanged();
}

QVariantList CardScanner::markers() const
{
    QVariantList out;
    for (const ScanProposal &p : m_proposals) {
        out << QVariantMap{{QStringLiteral("position"), p.position},
                           {QStringLiteral("status"), qs(p.status)},
                           {QStringLiteral("actionable"), p.action != ScanAction::None},
                           {QStringLiteral("selected"), p.selected},
                           {QStringLiteral("x"), p.center.x},
                           {QStringLiteral("y"), p.center.y},
                           {QStringLiteral("side"), p.side}};
    }
    return out;
}

QVariantList CardScanner::proposals() const
{
    QVariantList out;
    for (const ScanProposal &p : m_proposals) {
        QVariantList corners;
        for (const auto &c : p.corners)
            corners << QVariantMap{{QStringLiteral("x"), c.x}, {QStringLiteral("y"), c.y}};
        const nc::nations::ProgressCard *card = m_controller && p.match.found && p.match.kind == nc::vision::LabelKind::ProgressCard
            ? m_controller->catalog().card(p.match.id) : nullptr;
        QVariantList cover;
        for (const auto &[slot, name] : p.coverOptions)
            cover << QVariantMap{{QStringLiteral("slot"), slot}, {QStringLiteral("name"), qs(name)}};
        out << QVariantMap{
            {QStringLiteral("position"), p.position},
            {QStringLiteral("coverOptions"), cover},
            {QStringLiteral("cover"), p.cover},
            {QStringLiteral("text"), qs(p.text)},
            {QStringLiteral("status"), qs(p.status)},
            {QStringLiteral("action"), QString::fromLatin1(actionKey(p.action))},
            {QStringLiteral("actionable"), p.action != ScanAction::None},
            {QStringLiteral("selected"), p.selected},
            {QStringLiteral("underConstruction"), p.underConstruction},
            {QStringLiteral("isWonder"), p.action == ScanAction::AddCard && card && card->type == nc::nations::CardType::Wonder},
            {QStringLiteral("kind"), p.match.found ? QString::fromLatin1(nc::vision::labelKindName(p.match.kind)) : QString()},
            {QStringLiteral("id"), qs(p.match.id)},
            {QStringLiteral("name"), p.match.found ? qs(p.match.name) : QString()},
            {QStringLiteral("message"), qs(p.message)},
            {QStringLiteral("x"), p.center.x},
            {QStringLiteral("y"), p.center.y},
            {QStringLiteral("side"), p.side},
            {QStringLiteral("corners"), corners}};
    }
    return out;
}

int CardScanner::selectedCount() const
{
    return int(std::count_if(m_proposals.begin(), m_proposals.end(),
                             [](const ScanProposal &p) { return p.selected && p.action != ScanAction::None; }));
}

void CardScanner::setSelected(int index, bool selected)
{
    if (index < 0 || index >= int(m_proposals.size()) || m_proposals[size_t(index)].action == ScanAction::None)
        return;
    m_selectedByUser[m_proposals[size_t(index)].text] = selected;
    rebuild();
}

void CardScanner::setUnderConstruction(int index, bool underConstruction)
{
    if (index < 0 || index >= int(m_proposals.size()))
        return;
    m_constructionByUser[m_proposals[size_t(index)].text] = underConstruction;
    rebuild();
}

void CardScanner::setCover(int index, int slot)
{
    if (index < 0 || index >= int(m_proposals.size()))
        return;
    m_coverByUser[m_proposals[size_t(index)].text] = slot;
    rebuild();
}

void CardScanner::dismiss(int index)
{
    if (index < 0 || index >= int(m_proposals.size()))
        return;
    settle(m_proposals[size_t(index)].text);
    rebuild();
}

void CardScanner::clear()
{
    m_sightings.clear();
    m_fileCodes.clear();
    clearChoices();
    rebuild();
    setStatus(m_live ? tr("Looking for labels\u2026 hold a card's label in view.") : QString());
}

int CardScanner::confirm()
{
    if (!m_controller)
        return 0;
    // Each controller call stores one action and emits stateChanged (which rebuilds m_proposals):
    // apply the proposals as they were confirmed.
    const std::vector<ScanProposal> confirmed = m_proposals;
    const QString playerName = m_player >= 0 && m_player < m_controller->playerCount()
        ? qs(m_controller->state().players[size_t(m_player)].name) : QString();
    QStringList applied, refused;
    std::vector<std::string> done;
    for (const ScanProposal &p : confirmed) {
        if (!p.selected || p.action == ScanAction::None)
            continue;
        const QString id = qs(p.match.id), name = qs(p.match.name);
        bool ok = false;
        switch (p.action) {
        case ScanAction::AddCard: ok = m_controller->placeCard(m_player, id, p.cover, p.underConstruction, 0); break;
        case ScanAction::SetEvent: ok = m_controller->setEventCard(id); break;
        case ScanAction::SetWar: ok = m_controller->setWar(id, -1, m_player); break;
        case ScanAction::None: break;
        }
        if (ok) {
            applied << name;
            done.push_back(p.text);
        } else {
            refused << tr("%1 (%2)").arg(name, m_controller->lastError());
        }
    }
    for (const std::string &text : done) {
        settle(text);
        m_selectedByUser.erase(text);
        m_constructionByUser.erase(text);
        m_coverByUser.erase(text);
    }
    rebuild();
    QString line;
    if (!applied.isEmpty())
        line = tr("Applied for %1: %2.").arg(playerName, applied.join(QStringLiteral(", ")));
    if (!refused.isEmpty())
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + tr("Refused: %1").arg(refused.join(QStringLiteral("; ")));
    if (line.isEmpty())
        line = tr("Nothing ticked to apply.");
    setStatus(line);
    return int(applied.size());
}

QString CardScanner::summary(const QString &where) const
{
    const int n = int(m_proposals.size());
    const int ready = selectedCount();
    const int actionable = int(std::count_if(m_proposals.begin(), m_proposals.end(),
                                             [](const ScanProposal &p) { return p.action != ScanAction::None; }));
    QString line = n == 1 ? tr("%1: 1 code found").arg(where) : tr("%1: %2 codes found").arg(where).arg(n);
    line += tr(", %1 ticked to apply").arg(ready);
    if (actionable > ready)
        line += tr(", %1 to check").arg(actionable - ready);
    if (n > actionable)
        line += tr(", %1 not to add (see why)").arg(n - actionable);
    return line + QStringLiteral(".");
}

void CardScanner::showSummary(const QString &where)
{
    m_summaryOf = where;
    refreshStatus(summary(where));
}

void CardScanner::setStatus(const QString &status)
{
    m_summaryOf.clear();
    refreshStatus(status);
}

void CardScanner::refreshStatus(const QString &status)
{
    if (m_status == status)
        return;
    m_status = status;
    Q_EMIT statusChanged();
}

} // namespace nc::app
