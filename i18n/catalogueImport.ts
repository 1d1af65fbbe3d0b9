// Texts of the catalogue import (app.catalogue_import.*): reading the file, matching its
// columns, refusing a row (the forms' own keys serve where a form has the same rule), and
// duplicates found in the file or on the server.
const en = {
  parse: {
    missing_quotes: 'Row %{line}: a quoted value is not closed.',
    invalid_quotes: 'Row %{line}: a quote mark is out of place.',
    too_many_fields: 'Row %{line}: more values than there are columns.',
    unreadable: 'The file could not be read as CSV.',
    read_failed: 'The file could not be read: %{reason}',
    empty: 'The file has no rows to import.',
  },
  mapping: {
    ignored_unknown: 'Column "%{header}" is not recognised and will be ignored.',
    ignored_repeated: 'Column "%{header}" repeats a column already used and will be ignored.',
    missing_required: 'No column holds "%{field}", which every row needs.',
  },
  validation: {
    required: 'This value is required.',
    date_invalid: '"%{value}" is not a date: write it as YYYY-MM-DD, e.g. 2024-10-18.',
    isrc_invalid: '"%{value}" is not an ISRC: 12 characters such as CA-LR1-24-00012.',
    not_yes_no: '"%{value}" is neither yes nor no.',
    unknown_value: '"%{value}" is not one of the accepted values.',
    unknown_genre: '"%{value}" is not a known genre.',
    unknown_language: '"%{value}" is not a known singing language.',
    unknown_album_type: '"%{value}" is not a known album type.',
    artist_unknown: 'No artist has the stage name or the id "%{value}".',
    artist_ambiguous:
      'Several artists have the stage name "%{value}": give the artist\'s id instead.',
  },
  duplicates: {
    email_in_file: 'Same e-mail as row %{line}.',
    stage_name_in_file: 'Same stage name as row %{line}.',
    title_in_file: 'Same title for the same artist as row %{line}.',
    upc_in_file: 'Same UPC as row %{line}.',
  },
};

const fr: typeof en = {
  parse: {
    missing_quotes: "Ligne %{line} : une valeur entre guillemets n'est pas fermée.",
    invalid_quotes: "Ligne %{line} : un guillemet n'est pas à sa place.",
    too_many_fields: "Ligne %{line} : plus de valeurs qu'il n'y a de colonnes.",
    unreadable: "Le fichier n'a pas pu être lu comme un CSV.",
    read_failed: "Le fichier n'a pas pu être lu : %{reason}",
    empty: "Le fichier n'a aucune ligne à importer.",
  },
  mapping: {
    ignored_unknown: "La colonne « %{header} » n'est pas reconnue et sera ignorée.",
    ignored_repeated: 'La colonne « %{header} » répète une colonne déjà utilisée et sera ignorée.',
    missing_required: 'Aucune colonne ne contient « %{field} », dont chaque ligne a besoin.',
  },
  validation: {
    required: 'Cette valeur est obligatoire.',
    date_invalid:
      "« %{value} » n'est pas une date : écrivez-la sous la forme AAAA-MM-JJ, par exemple 2024-10-18.",
    isrc_invalid: "« %{value} » n'est pas un ISRC : 12 caractères comme CA-LR1-24-00012.",
    not_yes_no: "« %{value} » n'est ni oui ni non.",
    unknown_value: '« %{value} » ne fait pas partie des valeurs acceptées.',
    unknown_genre: "« %{value} » n'est pas un genre connu.",
    unknown_language: "« %{value} » n'est pas une langue chantée connue.",
    unknown_album_type: "« %{value} » n'est pas un type d'album connu.",
    artist_unknown: "Aucun artiste n'a le nom de scène ou l'identifiant « %{value} ».",
    artist_ambiguous:
      "Plusieurs artistes ont le nom de scène « %{value} » : indiquez plutôt l'identifiant de l'artiste.",
  },
  duplicates: {
    email_in_file: 'Même e-mail que la ligne %{line}.',
    stage_name_in_file: 'Même nom de scène que la ligne %{line}.',
    title_in_file: 'Même titre pour le même artiste que la ligne %{line}.',
    upc_in_file: 'Même UPC que la ligne %{line}.',
  },
};

const es: typeof en = {
  parse: {
    missing_quotes: 'Fila %{line}: un valor entre comillas no está cerrado.',
    invalid_quotes: 'Fila %{line}: hay unas comillas fuera de lugar.',
    too_many_fields: 'Fila %{line}: hay más valores que columnas.',
    unreadable: 'No se ha podido leer el archivo como CSV.',
    read_failed: 'No se ha podido leer el archivo: %{reason}',
    empty: 'El archivo no tiene filas que importar.',
  },
  mapping: {
    ignored_unknown: 'La columna «%{header}» no se reconoce y se ignorará.',
    ignored_repeated: 'La columna «%{header}» repite una columna ya usada y se ignorará.',
    missing_required: 'Ninguna columna contiene «%{field}», que toda fila necesita.',
  },
  validation: {
    required: 'Este valor es obligatorio.',
    date_invalid: '«%{value}» no es una fecha: escríbala como AAAA-MM-DD, por ejemplo 2024-10-18.',
    isrc_invalid: '«%{value}» no es un ISRC: 12 caracteres como CA-LR1-24-00012.',
    not_yes_no: '«%{value}» no es ni sí ni no.',
    unknown_value: '«%{value}» no es uno de los valores aceptados.',
    unknown_genre: '«%{value}» no es un género conocido.',
    unknown_language: '«%{value}» no es un idioma de canto conocido.',
    unknown_album_type: '«%{value}» no es un tipo de álbum conocido.',
    artist_unknown: 'Ningún artista tiene el nombre artístico o el id «%{value}».',
    artist_ambiguous:
      'Varios artistas tienen el nombre artístico «%{value}»: indique el id del artista.',
  },
  duplicates: {
    email_in_file: 'Mismo correo electrónico que la fila %{line}.',
    stage_name_in_file: 'Mismo nombre artístico que la fila %{line}.',
    title_in_file: 'Mismo título para el mismo artista que la fila %{line}.',
    upc_in_file: 'Mismo UPC que la fila %{line}.',
  },
};

export const catalogueImportMessages = { en, fr, es };
