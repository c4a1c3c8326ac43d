/*
 * nbody.cl: all-pairs gravitational n-body step with work-group tiling.
 *
 * Build options set the sizes: -DLOCAL_SIZE=<work-group size> -DSOFTENING=<eps^2>
 * and optionally -DUSE_DOUBLE.
 */

#include "real.h"

#ifndef LOCAL_SIZE
#define LOCAL_SIZE 64
#endif

#ifndef SOFTENING
#define SOFTENING 0.0001
#endif

typedef struct {
    real dt;
    real damping;
    int n;
} step_params;

inline real4 body_body(real4 bi, real4 bj, real4 ai)
{
    real4 r;
    r.x = bj.x - bi.x;
    r.y = bj.y - bi.y;
    r.z = bj.z - bi.z;
    r.w = R(0.0);
    real dist_sqr = r.x * r.x + r.y * r.y + r.z * r.z + (real)SOFTENING;
    real inv_dist = rsqrt(dist_sqr);
    real inv_dist3 = inv_dist * inv_dist * inv_dist;
    real s = bj.w * inv_dist3;
    ai.x += r.x * s;
    ai.y += r.y * s;
    ai.z += r.z * s;
    return ai;
}

__kernel __attribute__((reqd_work_group_size(LOCAL_SIZE, 1, 1)))
void integrate(__global real4 *restrict pos_out,
               __global real4 *restrict vel,
               __global const real4 *restrict pos_in,
               __local real4 *tile,
               const step_params p)
{
    const int gid = get_global_id(0);
    const int lid = get_local_id(0);
    real4 my = gid < p.n ? pos_in[gid] : (real4)(R(0.0));
    real4 acc = (real4)(R(0.0));

    for (int base = 0; base < p.n; base += LOCAL_SIZE) {
        int j = base + lid;
        tile[lid] = j < p.n ? pos_in[j] : (real4)(R(0.0));
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < LOCAL_SIZE; ++k)
            acc = body_body(my, tile[k], acc);
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    if (gid < p.n) {
        real4 v = vel[gid];
        v.x = (v.x + acc.x * p.dt) * p.damping;
        v.y = (v.y + acc.y * p.dt) * p.damping;
        v.z = (v.z + acc.z * p.dt) * p.damping;
        my.x += v.x * p.dt;
        my.y += v.y * p.dt;
        my.z += v.z * p.dt;
        vel[gid] = v;
        pos_out[gid] = my;
    }
}

kernel void kinetic_energy(global const real4 *vel, global real *energy, local real *scratch, int n)
{
    int gid = get_global_id(0);
    int lid = get_local_id(0);
    real e = R(0.0);
    if (gid < n) {
        real4 v = vel[gid];
        e = R(0.5) * (v.x * v.x + v.y * v.y + v.z * v.z);
    }
    scratch[lid] = e;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
            scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        energy[get_group_id(0)] = scratch[0];
}
