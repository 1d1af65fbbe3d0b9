// Texts of the catalogue kit (app.catalogue.*), shared by the song, album and artist screens:
// the status of a song or an album, the album types, and deleting a song or an album.
const en = {
  status: {
    draft: 'Draft',
    published: 'Published',
    archived: 'Archived',
  },
  album_type: {
    single: 'Single',
    ep: 'EP',
    lp: 'LP',
  },
  delete: {
    song: {
      title: 'Delete song',
      confirm: 'Are you sure you want to delete this song?',
      in_album: 'This song is part of an album and cannot be deleted',
      success: 'Song deleted successfully',
      failure: 'Error deleting song',
    },
    album: {
      title: 'Delete album',
      confirm: 'Are you sure you want to delete this album?',
      success: 'Album deleted successfully',
      failure: 'Error deleting album',
    },
  },
};

type Messages = typeof en;

const fr: Messages = {
  status: {
    draft: 'Brouillon',
    published: 'Publié',
    archived: 'Archivé',
  },
  album_type: {
    single: 'Single',
    ep: 'EP',
    lp: 'LP',
  },
  delete: {
    song: {
      title: 'Supprimer la chanson',
      confirm: 'Voulez-vous vraiment supprimer cette chanson ?',
      in_album: "Cette chanson fait partie d'un album et ne peut pas être supprimée",
      success: 'Chanson supprimée',
      failure: 'Erreur lors de la suppression de la chanson',
    },
    album: {
      title: "Supprimer l'album",
      confirm: 'Voulez-vous vraiment supprimer cet album ?',
      success: 'Album supprimé avec succès',
      failure: "Erreur lors de la suppression de l'album",
    },
  },
};

const es: Messages = {
  status: {
    draft: 'Borrador',
    published: 'Publicado',
    archived: 'Archivado',
  },
  album_type: {
    single: 'Sencillo',
    ep: 'EP',
    lp: 'LP',
  },
  delete: {
    song: {
      title: 'Eliminar canción',
      confirm: '¿Seguro que desea eliminar esta canción?',
      in_album: 'Esta canción forma parte de un álbum y no se puede eliminar',
      success: 'Canción eliminada correctamente',
      failure: 'Error al eliminar la canción',
    },
    album: {
      title: 'Eliminar álbum',
      confirm: '¿Seguro que desea eliminar este álbum?',
      success: 'Álbum eliminado correctamente',
      failure: 'Error al eliminar el álbum',
    },
  },
};

export const catalogueMessages = { en, fr, es };
