#pragma once
// The camera bridge and the scan page's controller: label codes from a live camera (a QVideoSink) or
// from an image file become proposals (scan_proposals.h) that the table confirms in one go; confirming
// applies each through the GameController, so each is in SQLite before the board shows it.
//
// Threading (as KDE prison's VideoScanner): the sink delivers frames on the GUI thread; the slot only
// checks whether a scan is in flight and, if so, drops the frame (framesDropped), else hands the frame
// (implicitly shared, not copied) to a pool thread that maps it, takes its luma (video_frame_gray.h) and
// runs vision::LabelScanner. At most one frame is in flight, so the preview never waits for decoding.
// Results come back on the GUI thread (QFutureWatcher).

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QUrl>
#include <QVariantList>
#include <QVideoFrame>
#include <QVideoSink>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "nations/gamecontroller.h"
#include "scan/live_sightings.h"
#include "scan/scan_proposals.h"
#include "vision/scanner.h"

namespace nc::app {

class LabelIndex;

class CardScanner : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// The game the proposals apply to (set once; the app's GameController singleton in QML).
    Q_PROPERTY(nc::app::GameController *controller READ controller WRITE setController NOTIFY controllerChanged)
    /// The camera's frames (VideoOutput.videoSink); null = no camera. Frames are scanned only while live.
    Q_PROPERTY(QVideoSink *videoSink READ videoSink WRITE setVideoSink NOTIFY videoSinkChanged)
    /// True: camera frames are scanned and their codes proposed; false: the last photo's proposals stay.
    Q_PROPERTY(bool live READ live WRITE setLive NOTIFY liveChanged)
    /// Player index the cards go to (a War is bought by this player).
    Q_PROPERTY(int player READ player WRITE setPlayer NOTIFY playerChanged)
    /// One map per decoded code, in reading order: {position, text, status, action ("add_card",
    /// "set_event", "set_war" or ""), actionable, selected, underConstruction, isWonder, kind, id, name,
    /// message, coverOptions: [{slot, name}] (row full: the cards it may cover), cover (slot or -1),
    /// x, y (centre, image pixels), side (code side, px), corners: [{x, y} x 4]}; the positions are those
    /// of the last change of the list (`markers` follows every frame).
    Q_PROPERTY(QVariantList proposals READ proposals NOTIFY proposalsChanged)
    /// Where the codes are, for the markers over the picture, in the order of `proposals`: {position,
    /// status, actionable, selected, x, y, side}. Changes with every scanned camera frame, while
    /// `proposals` changes only when what is proposed changes (a list being ticked does not flicker).
    Q_PROPERTY(QVariantList markers READ markers NOTIFY markersChanged)
    /// How many proposals are ticked and actionable (what confirm() applies).
    Q_PROPERTY(int selectedCount READ selectedCount NOTIFY proposalsChanged)
    /// The photo the proposals come from (file URL; empty for the camera) and its size in pixels.
    Q_PROPERTY(QUrl imageUrl READ imageUrl NOTIFY proposalsChanged)
    Q_PROPERTY(QSize imageSize READ imageSize NOTIFY proposalsChanged)
    /// One line for the user: what the last scan or confirmation found, or why it failed.
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    /// A scan is in flight.
    Q_PROPERTY(bool busy READ busy NOTIFY statsChanged)
    Q_PROPERTY(int framesReceived READ framesReceived NOTIFY statsChanged)
    Q_PROPERTY(int framesScanned READ framesScanned NOTIFY statsChanged)
    /// Frames that arrived while a scan was in flight (not scanned: the preview does not wait).
    Q_PROPERTY(int framesDropped READ framesDropped NOTIFY statsChanged)
    /// Milliseconds of the last scan (wall clock, on the scanning thread).
    Q_PROPERTY(double lastScanMs READ lastScanMs NOTIFY statsChanged)

public:
    explicit CardScanner(QObject *parent = nullptr);
    ~CardScanner() override; ///< waits for a scan in flight

    GameController *controller() const { return m_controller; }
    void setController(GameController *controller);
    QVideoSink *videoSink() const { return m_sink; }
    void setVideoSink(QVideoSink *sink);
    bool live() const { return m_live; }
    void setLive(bool live);
    int player() const { return m_player; }
    void setPlayer(int player);
    QVariantList proposals() const;
    QVariantList markers() const;
    int selectedCount() const;
    QUrl imageUrl() const { return m_source == Source::File ? m_imageUrl : QUrl(); }
    QSize imageSize() const { return m_imageSize; }
    QString status() const { return m_status; }
    bool busy() const { return m_inFlight; }
    int framesReceived() const { return m_framesReceived; }
    int framesScanned() const { return m_framesScanned; }
    int framesDropped() const { return m_framesDropped; }
    double lastScanMs() const { return m_lastScanMs; }

    /// Scans one image file (path or file URL) on the scanning thread; live scanning stops. The photo's
    /// proposals replace the previous ones. A file that cannot be read gives a status naming it.
    Q_INVOKABLE void scanFile(const QVariant &pathOrUrl);
    /// Scans the first readable image of a drop (file URLs); says so when more were dropped.
    Q_INVOKABLE void scanDropped(const QVariantList &urls);
    /// Ticks or unticks proposal `index` (ignored for one that is not actionable).
    Q_INVOKABLE void setSelected(int index, bool selected);
    /// A Wonder's placement: under construction (true) or ready.
    Q_INVOKABLE void setUnderConstruction(int index, bool underConstruction);
    /// The card proposal `index` covers in its full row (a slot index of its coverOptions), which ticks it.
    Q_INVOKABLE void setCover(int index, int slot);
    /// Removes proposal `index` without applying it (a live code is not proposed again while in view).
    Q_INVOKABLE void dismiss(int index);
    /// Removes every proposal.
    Q_INVOKABLE void clear();
    /// Applies every ticked actionable proposal through the controller (one stored action each) and
    /// removes the applied ones. Returns how many were applied; status lists what was and what failed.
    Q_INVOKABLE int confirm();

    /// Scans `frame` as if the sink had delivered it (the sink's slot; tests push synthetic frames).
    void processFrame(const QVideoFrame &frame);

Q_SIGNALS:
    void controllerChanged();
    void videoSinkChanged();
    void liveChanged();
    void playerChanged();
    void proposalsChanged();
    void markersChanged();
    void statusChanged();
    void statsChanged();
    /// A scan finished (camera frame or file) with `codes` decoded codes.
    void scanFinished(int codes);

private:
    enum class Source { None, Camera, File };
    struct Outcome {
        Source source = Source::None;
        std::vector<nc::vision::Detection> codes;
        QSize size;
        QString error;
        QUrl url;
        double ms = 0;
    };

    void start(std::function<Outcome()> job);
    void finished();
    void rebuild();
    /// Forgets the table's ticks, cover and construction choices (a new photo, live scanning, clear).
    void clearChoices();
    /// A code applied or dismissed: not proposed again (camera: until it leaves the view and comes back).
    void settle(const std::string &text);
    /// A message for the user (replaces the summary).
    void setStatus(const QString &status);
    /// The summary of the proposals found in `where`, kept up to date as the table ticks them.
    void showSummary(const QString &where);
    void refreshStatus(const QString &status);
    QString summary(const QString &where) const;
    const std::vector<nc::vision::Detection> &currentCodes() const;

    QPointer<GameController> m_controller;
    std::unique_ptr<LabelIndex> m_index;
    /// Camera frames: the scanner's time budget keeps a pathological frame from holding up the next.
    nc::vision::LabelScanner m_frameScanner;
    /// Photos: the user waits for one result, so no time budget (the same result on any machine) and
    /// the whole-frame decode always runs too, for codes the region locator missed.
    nc::vision::LabelScanner m_photoScanner;
    QPointer<QVideoSink> m_sink;
    QMetaObject::Connection m_sinkConnection, m_stateConnection;
    bool m_live = false;
    int m_player = 0;

    QFutureWatcher<Outcome> m_watcher;
    bool m_inFlight = false;            ///< a scan started and its result not taken yet
    std::optional<QUrl> m_queuedFile;   ///< a file asked for while a camera frame was in flight

    Source m_source = Source::None;
    LiveSightings m_sightings;
    std::vector<nc::vision::Detection> m_fileCodes;
    QUrl m_imageUrl;
    QSize m_imageSize;
    std::vector<ScanProposal> m_proposals;
    std::map<std::string, bool> m_selectedByUser;       ///< text -> ticked, the table's choices
    std::map<std::string, bool> m_constructionByUser;   ///< text -> Wonder under construction
    std::map<std::string, int> m_coverByUser;           ///< text -> slot index the card covers

    QString m_status;
    QString m_summaryOf; ///< non-empty: the status is summary(m_summaryOf)
    int m_framesReceived = 0, m_framesScanned = 0, m_framesDropped = 0;
    double m_lastScanMs = 0;
};

} // namespace nc::app
