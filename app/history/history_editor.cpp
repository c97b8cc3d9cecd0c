#include "history/history_editor.h"

#include <QCoreApplication>
#include <QEvent>
#include <QVariantMap>

#include "db/database.h"
#include "db/game_store.h"
#include "db/history_edit.h"
#include "db/logged_game.h"
#include "db/players.h"
#include "history/game_type_list.h"
#include "history/history_games_model.h"
#include "qt_json.h"
#include "session/game_types.h"

namespace nc::app {

namespace {

HistoryEditor *g_instance = nullptr;

std::optional<std::string> text(const QString &s) { return s.toStdString(); }

} // namespace

HistoryEditor::HistoryEditor(db::Database *db, const GameTypes &types, QObject *parent)
    : QObject(parent)
    , m_db(db)
    , m_types(types)
    , m_games(new HistoryGamesModel(this))
    , m_gameTypes(gameTypeList(types))
{
    // No query here (app start): the History page calls refresh() when it opens.
    QCoreApplication::instance()->installEventFilter(this);
}

bool HistoryEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        m_gameTypes = gameTypeList(m_types);
        Q_EMIT gameTypesChanged();
    }
    return QObject::eventFilter(watched, event);
}

HistoryEditor *HistoryEditor::create(QQmlEngine *, QJSEngine *)
{
    Q_ASSERT(g_instance);
    QJSEngine::setObjectOwnership(g_instance, QJSEngine::CppOwnership);
    return g_instance;
}

void HistoryEditor::setInstance(HistoryEditor *instance) { g_instance = instance; }

void HistoryEditor::clearInstance(const HistoryEditor *instance)
{
    if (g_instance == instance)
        g_instance = nullptr;
}

void HistoryEditor::setGameType(const QString &type)
{
    if (m_gameType == type)
        return;
    m_gameType = type;
    Q_EMIT gameTypeChanged();
    refresh();
}

void HistoryEditor::setError(const QString &error)
{
    if (m_error == error)
        return;
    m_error = error;
    Q_EMIT errorChanged();
}

QString HistoryEditor::gameName(const std::string &id) const
{
    const Ruleset *r = m_types.find(id);
    return r ? qs(r->info().name) : qs(id);
}

void HistoryEditor::refresh()
{
    try {
        if (!m_db)
            throw std::runtime_error(tr("The database is not available: there is no history to edit.").toStdString());
        db::purgeTrash(*m_db);
        std::vector<HistoryGamesModel::Row> rows;
        for (auto &g : db::GameStore(*m_db).history(m_gameType.toStdString(), 0)) {
            const auto details = db::gameDetails(*m_db, g.id);
            HistoryGamesModel::Row row{std::move(g), {}, {}, false, false};
            row.gameName = gameName(row.game.gameType);
            row.place = qs(details->place);
            row.logged = details->source == "logged";
            row.corrected = !db::scoreCorrections(*m_db, row.game.id).empty();
            rows.push_back(std::move(row));
        }
        m_games->setRows(std::move(rows));
        m_trash.clear();
        for (const auto &t : db::trash(*m_db)) {
            QStringList players;
            for (const auto &p : t.players)
                players << qs(p);
            m_trash.append(QVariantMap{{QStringLiteral("gameId"), qint64(t.id)},
                                       {QStringLiteral("gameName"), gameName(t.gameType)},
                                       {QStringLiteral("deletedAt"), qs(t.deletedAt.substr(0, 10))},
                                       {QStringLiteral("finishedAt"), qs(t.finishedAt.substr(0, 10))},
                                       {QStringLiteral("players"), players.join(QStringLiteral(", "))}});
        }
        m_players.clear();
        for (const auto &p : db::listPlayers(*m_db))
            m_players.append(QVariantMap{{QStringLiteral("name"), qs(p.name)}, {QStringLiteral("games"), p.games}});
        m_merges.clear();
        for (const auto &m : db::playerMerges(*m_db))
            m_merges.append(QVariantMap{{QStringLiteral("mergeId"), qint64(m.id)},
                                        {QStringLiteral("from"), qs(m.fromName)},
                                        {QStringLiteral("into"), qs(m.intoName)},
                                        {QStringLiteral("games"), m.games},
                                        {QStringLiteral("mergedAt"), qs(m.mergedAt.substr(0, 10))}});
    } catch (const std::exception &e) {
        m_games->setRows({});
        setError(QString::fromUtf8(e.what()));
    }
    Q_EMIT changed();
}

QVariantMap HistoryEditor::game(qint64 id) const
{
    if (!m_db)
        return {};
    try {
        const auto g = db::GameStore(*m_db).game(id);
        const auto details = db::gameDetails(*m_db, id);
        if (!g || !details)
            return {};
        std::map<int, db::ScoreCorrection> corrections;
        for (const auto &c : db::scoreCorrections(*m_db, id))
            corrections[c.seat] = c;
        QVariantList seats;
        for (const auto &s : g->seats) {
            const auto c = corrections.find(s.seat);
            seats.append(QVariantMap{
                {QStringLiteral("seat"), s.seat},
                {QStringLiteral("name"), qs(s.playerName)},
                {QStringLiteral("nation"), qs(s.nation)},
                {QStringLiteral("side"), s.side ? QString(QChar(s.side)) : QString()},
                {QStringLiteral("score"), s.score ? QVariant(*s.score) : QVariant()},
                {QStringLiteral("computed"), c != corrections.end() ? QVariant(c->second.computed) : QVariant()},
                {QStringLiteral("reason"), c != corrections.end() ? qs(c->second.reason) : QString()}});
        }
        QStringList edits;
        for (const auto &e : db::gameEdits(*m_db, id))
            edits << tr("%1: %2 (was \"%3\")").arg(qs(e.editedAt.substr(0, 10)), qs(e.field), qs(e.before));
        const std::string &when = g->finishedAt.empty() ? g->createdAt : g->finishedAt;
        return {{QStringLiteral("gameId"), qint64(g->id)},
                {QStringLiteral("gameType"), qs(g->gameType)},
                {QStringLiteral("gameName"), gameName(g->gameType)},
                {QStringLiteral("status"), QString::fromLatin1(db::statusName(g->status))},
                {QStringLiteral("date"), qs(when.substr(0, 10))},
                {QStringLiteral("place"), qs(details->place)},
                {QStringLiteral("notes"), qs(details->notes)},
                {QStringLiteral("logged"), details->source == "logged"},
                {QStringLiteral("edits"), edits},
                {QStringLiteral("seats"), seats}};
    } catch (const std::exception &) {
        return {};
    }
}

template <typename Write>
bool HistoryEditor::write(Write &&write)
{
    if (!m_db) {
        setError(tr("The database is not available: nothing can be changed."));
        return false;
    }
    try {
        write(*m_db);
    } catch (const std::exception &e) {
        setError(QString::fromUtf8(e.what()));
        return false;
    }
    setError(QString());
    refresh();
    return true;
}

bool HistoryEditor::editGame(qint64 id, const QString &date, const QString &place, const QString &notes)
{
    // An empty date keeps the stored one (the dialog always shows it; a script may leave it out).
    const std::optional<std::string> day = date.trimmed().isEmpty() ? std::nullopt : text(date.trimmed());
    return write([&](db::Database &db) { db::editGame(db, id, {day, text(place), text(notes)}); });
}

bool HistoryEditor::setSeatPlayer(qint64 id, int seat, const QString &name)
{
    return write([&](db::Database &db) { db::setSeatPlayer(db, id, seat, name.toStdString()); });
}

bool HistoryEditor::correctScore(qint64 id, int seat, int score, const QString &reason)
{
    return write([&](db::Database &db) { db::correctScore(db, id, seat, score, reason.toStdString()); });
}

bool HistoryEditor::deleteGame(qint64 id)
{
    const bool done = write([&](db::Database &db) { db::deleteGame(db, id); });
    if (done) {
        m_lastDeleted = id;
        Q_EMIT changed();
    }
    return done;
}

bool HistoryEditor::restoreGame(qint64 id)
{
    const bool done = write([&](db::Database &db) { db::restoreGame(db, id); });
    if (done && id == m_lastDeleted) {
        m_lastDeleted = 0;
        Q_EMIT changed();
    }
    return done;
}

bool HistoryEditor::undoDelete()
{
    return m_lastDeleted != 0 && restoreGame(m_lastDeleted);
}

qint64 HistoryEditor::logGame(const QString &gameType, const QString &date, const QString &place, const QString &notes,
                              const QVariantList &seats)
{
    db::LoggedGame g;
    g.gameType = gameType.toStdString();
    g.date = date.trimmed().toStdString();
    g.place = place.toStdString();
    g.notes = notes.toStdString();
    for (const QVariant &v : seats) {
        const QVariantMap s = v.toMap();
        const QString side = s.value(QStringLiteral("side")).toString();
        db::LoggedSeat seat{s.value(QStringLiteral("name")).toString().toStdString(),
                            s.value(QStringLiteral("nation")).toString().toStdString(),
                            side.isEmpty() ? '\0' : char(side.at(0).toLatin1()), s.value(QStringLiteral("score")).toInt(), {}};
        const QVariantMap byKey = s.value(QStringLiteral("categories")).toMap();
        for (auto it = byKey.begin(); it != byKey.end(); ++it)
            seat.categories.emplace_back(it.key().toStdString(), it.value().toInt());
        g.seats.push_back(std::move(seat));
    }
    const Ruleset *rules = m_types.find(g.gameType);
    if (!rules) {
        setError(tr("Choose the game that was played."));
        return 0;
    }
    int64_t id = 0;
    write([&](db::Database &db) { id = db::logGame(db, g, loggedGameRules(rules->info())); });
    return id;
}

bool HistoryEditor::renamePlayer(const QString &from, const QString &to)
{
    return write([&](db::Database &db) { db::renamePlayer(db, from.toStdString(), to.toStdString()); });
}

bool HistoryEditor::mergePlayers(const QString &from, const QString &into)
{
    return write([&](db::Database &db) { db::mergePlayers(db, from.toStdString(), into.toStdString()); });
}

bool HistoryEditor::undoMerge(qint64 mergeId)
{
    return write([&](db::Database &db) { db::undoMerge(db, mergeId); });
}

} // namespace nc::app
