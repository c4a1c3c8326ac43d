#ifndef _LBM_1D_ARRAY_H_
#define _LBM_1D_ARRAY_H_

#define SIZE_X (32)
#define SIZE_Y (32)
#define SIZE_Z (32)
#define OMEGA (1.95f)
#define DFL1 (1.0f/ 3.0f)
#define DFL2 (1.0f/18.0f)

typedef enum {C = 0, N, S, E, W, T, B, FLAGS, N_CELL_ENTRIES} CELL_ENTRIES;
#define OBSTACLE 1

#define CALC_INDEX(x,y,z,e) ( e + N_CELL_ENTRIES*((x)+(y)*SIZE_X+(z)*SIZE_X*SIZE_Y) )

#define SWEEP_VAR int __temp_x__, __temp_y__, __temp_z__;
#define SWEEP_X __temp_x__
#define SWEEP_Y __temp_y__
#define SWEEP_Z __temp_z__

#define GRID_ENTRY_SWEEP(g,dx,dy,dz,e) ((g)[CALC_INDEX(dx, dy, dz, e)+CALC_INDEX(SWEEP_X, SWEEP_Y, SWEEP_Z, 0)])

#define LOCAL(g,e)       (GRID_ENTRY_SWEEP( g,  0,  0,  0, e ))
#define NEIGHBOR_N(g,e)  (GRID_ENTRY_SWEEP( g,  0, +1,  0, e ))
#define NEIGHBOR_S(g,e)  (GRID_ENTRY_SWEEP( g,  0, -1,  0, e ))
#define NEIGHBOR_E(g,e)  (GRID_ENTRY_SWEEP( g, +1,  0,  0, e ))
#define NEIGHBOR_W(g,e)  (GRID_ENTRY_SWEEP( g, -1,  0,  0, e ))
#define NEIGHBOR_T(g,e)  (GRID_ENTRY_SWEEP( g,  0,  0, +1, e ))
#define NEIGHBOR_B(g,e)  (GRID_ENTRY_SWEEP( g,  0,  0, -1, e ))

#define SRC_C(g)  (LOCAL( g, C ))
#define SRC_N(g)  (LOCAL( g, N ))
#define SRC_S(g)  (LOCAL( g, S ))
#define SRC_E(g)  (LOCAL( g, E ))
#define SRC_W(g)  (LOCAL( g, W ))
#define SRC_T(g)  (LOCAL( g, T ))
#define SRC_B(g)  (LOCAL( g, B ))

#define DST_C(g)  (LOCAL( g, C ))
#define DST_N(g)  (NEIGHBOR_N( g, N ))
#define DST_S(g)  (NEIGHBOR_S( g, S ))
#define DST_E(g)  (NEIGHBOR_E( g, E ))
#define DST_W(g)  (NEIGHBOR_W( g, W ))
#define DST_T(g)  (NEIGHBOR_T( g, T ))
#define DST_B(g)  (NEIGHBOR_B( g, B ))

#define FLAG_VAR(v) unsigned int* const _aux_ = ((unsigned int*) (&(v)))
#define TEST_FLAG_SWEEP(g,f)     ((*(unsigned int*)(&(LOCAL(g, FLAGS)))) & (f))

#endif
