// All-pairs interaction sums for the second held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "nbody"): for every body i,
// a_i = sum_j m_j (p_j - p_i) over all n bodies (p = x, y, z; a linear "spring" force, so
// that sums of small integers stay exact in float32). A thread computes outputs bodies,
// block_size_x apart. use_shmem=1 stages tile_j bodies at a time in shared memory, loaded
// by the whole block; use_shmem=0 reads every body from global memory (tile_j unused).
// loop_unroll=1 asks the compiler to unroll the inner loop by four.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef outputs
#define outputs 1
#endif
#ifndef use_shmem
#define use_shmem 0
#endif
#ifndef tile_j
#define tile_j 128
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif

__global__ void nbody(float *ax, float *ay, float *az, const float *px, const float *py,
                      const float *pz, const float *m, int n)
{
    int first = blockIdx.x * block_size_x * outputs + threadIdx.x;
    float xi[outputs], yi[outputs], zi[outputs];
    float sx[outputs], sy[outputs], sz[outputs];
    for (int o = 0; o < outputs; o++) {
        int i = first + o * block_size_x;
        xi[o] = px[i];
        yi[o] = py[i];
        zi[o] = pz[i];
        sx[o] = 0.0f;
        sy[o] = 0.0f;
        sz[o] = 0.0f;
    }
#if use_shmem
    __shared__ float tx[tile_j], ty[tile_j], tz[tile_j], tm[tile_j];
    for (int j0 = 0; j0 < n; j0 += tile_j) {
        for (int k = threadIdx.x; k < tile_j; k += block_size_x) {
            tx[k] = px[j0 + k];
            ty[k] = py[j0 + k];
            tz[k] = pz[j0 + k];
            tm[k] = m[j0 + k];
        }
        __syncthreads();
#if loop_unroll
#pragma unroll 4
#endif
        for (int j = 0; j < tile_j; j++) {
            for (int o = 0; o < outputs; o++) {
                sx[o] += tm[j] * (tx[j] - xi[o]);
                sy[o] += tm[j] * (ty[j] - yi[o]);
                sz[o] += tm[j] * (tz[j] - zi[o]);
            }
        }
        __syncthreads();
    }
#else
#if loop_unroll
#pragma unroll 4
#endif
    for (int j = 0; j < n; j++) {
        float mj = m[j];
        float xj = px[j], yj = py[j], zj = pz[j];
        for (int o = 0; o < outputs; o++) {
            sx[o] += mj * (xj - xi[o]);
            sy[o] += mj * (yj - yi[o]);
            sz[o] += mj * (zj - zi[o]);
        }
    }
#endif
    for (int o = 0; o < outputs; o++) {
        int i = first + o * block_size_x;
        ax[i] = sx[o];
        ay[i] = sy[o];
        az[i] = sz[o];
    }
}
