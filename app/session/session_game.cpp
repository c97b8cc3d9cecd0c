#include "session/session_game.h"

#include <QCoreApplication>
#include <QEvent>

#include "db/database.h"
#include "db/game_store.h"
#include "qt_json.h"
#include "services/app_services.h"
#include "session/game_session.h"
#include "session/game_types.h"

namespace nc::app {

using nlohmann::json;

SessionGame::SessionGame(QObject *parent) : QObject(parent)
{
    QCoreApplication::instance()->installEventFilter(this); // QEvent::LanguageChange (eventFilter)
}

bool SessionGame::eventFilter(QObject *watched, QEvent *event)
{
    // Settings changed the language (installTranslator): the engine's lines and the other texts the views
    // hold are rendered again in it at once, as the Nations pages do.
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        if (m_open)
            refresh();
        if (m_refusal && m_refusal->isShown(m_lastError)) { // the refusal shown, too
            m_lastError = m_refusal->show();
            Q_EMIT lastErrorChanged();
        }
    }
    return QObject::eventFilter(watched, event);
}

SessionGame::~SessionGame() = default;

void SessionGame::open(AppServices &services, const std::string &gameType)
{
    m_rules = &services.gameTypes().at(gameType);
    m_store = services.store();
    try {
        if (!m_store)
            throw std::runtime_error(ss(services.openError()));
        resumeLatestGame();
    } catch (const std::exception &e) {
        m_open = false;
        m_session.reset();
        m_store = nullptr;
        m_lastError = tr("The game database cannot be used, nothing will be saved: %1").arg(QString::fromUtf8(e.what()));
    }
}

void SessionGame::reload()
{
    if (!m_store)
        return;
    m_open = false;
    m_finished = false;
    try {
        resumeLatestGame();
    } catch (const std::exception &e) {
        m_open = false;
        fail(tr("The unfinished game could not be resumed: %1").arg(QString::fromUtf8(e.what())));
    }
    refresh();
    Q_EMIT historyChanged();
}

void SessionGame::resumeLatestGame()
{
    m_session = std::make_unique<GameSession>(*m_store, *m_rules);
    if (const auto id = m_store->latestActiveGame(m_rules->info().id)) {
        m_session->resume(*id); // a damaged log resumes read-only (damage())
        m_open = true;
    }
}

const json &SessionGame::state() const
{
    static const json empty = json::object();
    // A game whose setup row cannot be replayed (damaged, or written by another tool) has no state at all:
    // its pages read it as an empty document, and damage() says why.
    return m_open && m_session && m_session->state().is_object() ? m_session->state() : empty;
}

qint64 SessionGame::gameId() const { return m_open && m_session->gameId() ? *m_session->gameId() : 0; }
// A finished game's stored result closes its log (GameStore refuses more rows): nothing to undo or redo.
bool SessionGame::canUndo() const { return m_open && !m_finished && m_session->canUndo(); }
bool SessionGame::canRedo() const { return m_open && !m_finished && m_session->canRedo(); }

QString SessionGame::damage() const
{
    if (!m_open || !m_session->damage())
        return {};
    return tr("This game is damaged at row %1 of its log: %2. It is shown read-only as it was before; nothing can "
              "be changed in it.")
        .arg(m_session->damage()->seq)
        .arg(QString::fromStdString(m_session->damage()->reason));
}

QString SessionGame::refusalSource() const
{
    const QString rule = m_refusal ? m_refusal->sourceWhileShown(m_lastError) : QString();
    return rule.isEmpty() ? QString() : sourceText(rule);
}

bool SessionGame::fail(const QString &message)
{
    m_lastError = message;
    Q_EMIT lastErrorChanged();
    return false;
}

void SessionGame::clearError()
{
    if (m_lastError.isEmpty())
        return;
    m_lastError.clear();
    Q_EMIT lastErrorChanged();
}

bool SessionGame::runCommand(const std::string &name, int player, json args)
{
    if (!m_store)
        return fail(tr("Nothing can be saved: the database is not available."));
    if (!m_open)
        return fail(tr("No game in progress."));
    try {
        m_session->run(Command{name, player, std::move(args)}); // in SQLite before it takes effect
    } catch (const GameInputError &e) { // refused: nothing changed
        if (e.sentence().empty()) // a malformed command (the pages do not send one): the engine's English
            return fail(QString::fromUtf8(e.what()));
        // A rule of the game, in the player's language; its rulebook lines behind the Source button.
        m_refusal.emplace(e.sentence(), e.source());
        return fail(m_refusal->show());
    } catch (const std::exception &e) { // not stored (a full disk): nothing changed
        return fail(QString::fromUtf8(e.what()));
    }
    clearError();
    return true;
}

bool SessionGame::run(const std::string &name, int player, json args)
{
    if (!runCommand(name, player, std::move(args)))
        return false;
    refresh();
    return true;
}

bool SessionGame::startSession(const json &setup)
{
    if (!m_store)
        return fail(tr("A game cannot be started: the database is not available."));
    try {
        // The new game first: when it cannot be stored (a full disk), the unfinished one stays as it was.
        auto fresh = std::make_unique<GameSession>(*m_store, *m_rules);
        fresh->start(setup); // a refused setup stores nothing
        if (m_open && m_session->gameId()) {
            try {
                const auto g = m_store->game(*m_session->gameId());
                if (g && g->status == db::GameStatus::Active)
                    m_store->abandonGame(*m_session->gameId()); // set aside: its log is kept
            } catch (const std::exception &) {
                // Still active and listed in the history; the newer game is the one resumed.
            }
        }
        m_session = std::move(fresh);
        m_open = true;
        m_finished = false;
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }
    clearError();
    return true;
}

void SessionGame::finishActive()
{
    try {
        const auto g = m_store->game(*m_session->gameId());
        if (g && g->status == db::GameStatus::Active) {
            m_session->finish();
            Q_EMIT historyChanged();
        }
        m_finished = g.has_value();
    } catch (const std::exception &e) {
        fail(tr("The result could not be stored: %1").arg(QString::fromUtf8(e.what())));
    }
}

bool SessionGame::abandon()
{
    if (!m_open)
        return false;
    try {
        const auto g = m_store->game(*m_session->gameId());
        if (g && g->status == db::GameStatus::Active)
            m_store->abandonGame(*m_session->gameId());
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }
    m_open = false;
    m_finished = false;
    m_session = std::make_unique<GameSession>(*m_store, *m_rules);
    clearError();
    refresh();
    Q_EMIT historyChanged();
    return true;
}

QVariantList SessionGame::historyRows(int limit) const
{
    QVariantList out;
    if (!m_store)
        return out;
    try {
        for (const auto &g : m_store->history(m_rules->info().id, limit)) {
            QStringList names;
            for (const auto &s : g.seats)
                names.append(qs(s.playerName) + (s.score ? QStringLiteral(" %1").arg(*s.score) : QString()));
            out.append(QVariantMap{{QStringLiteral("gameId"), qint64(g.id)},
                                   {QStringLiteral("date"), qs(g.createdAt.substr(0, 10))},
                                   {QStringLiteral("players"), names.join(QStringLiteral(", "))},
                                   {QStringLiteral("status"), QString::fromLatin1(db::statusName(g.status))},
                                   {QStringLiteral("winner"), qs(g.winner)},
                                   {QStringLiteral("solo"), g.solo},
                                   {QStringLiteral("title"), qs(g.hallOfFameTitle)}});
        }
    } catch (const std::exception &) { // shown empty; the database's error is reported on open
    }
    return out;
}

} // namespace nc::app
