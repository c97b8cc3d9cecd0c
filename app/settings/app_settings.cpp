#include "settings/app_settings.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace nc::app {

namespace {

const QStringList kThemes{QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark")};
const QStringList kLanguages{QStringLiteral("system"), QStringLiteral("en"), QStringLiteral("fi"), QStringLiteral("de")};

bool s_systemDark = false;
bool s_systemNoted = false;
QString s_activeLanguage = QStringLiteral("en");

QTranslator &translator()
{
    static QTranslator t;
    return t;
}

QString validated(const QString &value, const QStringList &allowed)
{
    return allowed.contains(value) ? value : allowed.constFirst();
}

} // namespace

AppSettings::AppSettings(QObject *parent)
    : QObject(parent)
{
    QSettings s;
    m_theme = validated(s.value(QStringLiteral("ui/theme")).toString(), kThemes);
    m_language = validated(s.value(QStringLiteral("ui/language")).toString(), kLanguages);
    m_dynasties = s.value(QStringLiteral("nations/defaultDynasties"), false).toBool();
    m_expansion = s.value(QStringLiteral("nations/defaultExpansion"), false).toBool();
}

void AppSettings::setTheme(const QString &theme)
{
    const QString value = validated(theme, kThemes);
    if (value == m_theme)
        return;
    m_theme = value;
    QSettings().setValue(QStringLiteral("ui/theme"), value);
    Q_EMIT themeChanged();
}

bool AppSettings::darkTheme() const
{
    return m_theme == QLatin1String("dark") || (m_theme == QLatin1String("system") && systemDark());
}

bool AppSettings::systemDark()
{
    return s_systemDark;
}

void AppSettings::noteSystemPalette(const QPalette &palette)
{
    if (s_systemNoted)
        return; // the first call sees the desktop's palette; later ones would see the app's own
    s_systemNoted = true;
    s_systemDark = palette.color(QPalette::Window).lightness() < 128;
}

void AppSettings::setLanguage(const QString &language)
{
    const QString value = validated(language, kLanguages);
    if (value == m_language)
        return;
    m_language = value;
    QSettings().setValue(QStringLiteral("ui/language"), value);
    installTranslator(value);
    if (QQmlEngine *engine = qmlEngine(this)) // the engine that created this singleton
        engine->retranslate(); // every qsTr() binding of the pages shown is evaluated again
    Q_EMIT languageChanged();
}

QString AppSettings::activeLanguage()
{
    return s_activeLanguage;
}

void AppSettings::setDefaultDynasties(bool on)
{
    if (on == m_dynasties)
        return;
    m_dynasties = on;
    QSettings().setValue(QStringLiteral("nations/defaultDynasties"), on);
    Q_EMIT cardSetsChanged();
}

void AppSettings::setDefaultExpansion(bool on)
{
    if (on == m_expansion)
        return;
    m_expansion = on;
    QSettings().setValue(QStringLiteral("nations/defaultExpansion"), on);
    Q_EMIT cardSetsChanged();
}

QString AppSettings::storedLanguage()
{
    return validated(QSettings().value(QStringLiteral("ui/language")).toString(), kLanguages);
}

QString AppSettings::installTranslator(const QString &language)
{
    QTranslator &t = translator();
    QCoreApplication::removeTranslator(&t);
    const QString dir = QStringLiteral(":/i18n");
    const QString name = QStringLiteral("nations-companion");
    bool loaded = false;
    if (language == QLatin1String("system") || !kLanguages.contains(language))
        loaded = t.load(QLocale(), name, QStringLiteral("_"), dir); // the system's UI languages, in order
    else
        loaded = t.load(name + QLatin1Char('_') + language, dir);
    if (!loaded) // a language we do not have: English (its .qm holds the plural forms)
        loaded = t.load(name + QStringLiteral("_en"), dir);
    s_activeLanguage = QStringLiteral("en");
    if (loaded) {
        QCoreApplication::installTranslator(&t);
        const QString lang = t.language().left(2);
        if (kLanguages.contains(lang))
            s_activeLanguage = lang;
    }
    return s_activeLanguage;
}

} // namespace nc::app
