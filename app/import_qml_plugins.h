#pragma once
// Include in exactly one source file of every executable that loads the QML: the QML modules
// are static plugins and must be imported explicitly.

#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(NationsCompanionPlugin)
Q_IMPORT_QML_PLUGIN(NationsCompanion_UiPlugin)
Q_IMPORT_QML_PLUGIN(NationsCompanion_NationsPlugin)
Q_IMPORT_QML_PLUGIN(NationsCompanion_NationsDicePlugin)
Q_IMPORT_QML_PLUGIN(NationsCompanion_HistoryPlugin)
Q_IMPORT_QML_PLUGIN(NationsCompanion_WealthOfNationsPlugin)
