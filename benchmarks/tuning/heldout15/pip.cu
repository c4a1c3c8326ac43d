// Winding numbers of points about a polygon, for the fifteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "pip"): wind[i] is the winding number of the point
// (px[i], py[i]) about the closed polygon of nv vertices (vx[j], vy[j]), vx[nv] = vx[0] and
// vy[nv] = vy[0], by the crossing rule: an edge that goes up across the point's row (from
// y0 <= py to y1 > py) with the point on its left adds one, one that goes down with the
// point on its right subtracts one; sides by the sign of a cross product, exact in ints
// (coordinates within 2^13 of 0). A block of block_size_x threads takes block_size_x * items
// points, a thread items of them, block_size_x apart, each edge tested against all of them.
// edges_in=0 reads the vertices from global memory, 1 from constant memory (c_vx, c_vy,
// filled by the host), 2 from shared memory (the block copies them in first);
// loop_unroll=1 unrolls the loop over edges by 4, 0 keeps it a loop.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 2
#endif
#ifndef edges_in
#define edges_in 1
#endif
#ifndef loop_unroll
#define loop_unroll 1
#endif
#define MAX_V 256

__constant__ int c_vx[MAX_V + 1];
__constant__ int c_vy[MAX_V + 1];

#if edges_in == 2
#define VX(j) s_vx[j]
#define VY(j) s_vy[j]
#elif edges_in == 1
#define VX(j) c_vx[j]
#define VY(j) c_vy[j]
#else
#define VX(j) vx[j]
#define VY(j) vy[j]
#endif

__global__ void pip(int *wind, const int *px, const int *py, const int *vx, const int *vy,
                    int n, int nv)
{
#if edges_in == 2
    __shared__ int s_vx[MAX_V + 1], s_vy[MAX_V + 1];
    for (int j = threadIdx.x; j <= nv; j += block_size_x) {
        s_vx[j] = vx[j];
        s_vy[j] = vy[j];
    }
    __syncthreads();
#endif
    size_t first = (size_t)blockIdx.x * (block_size_x * items) + threadIdx.x;
    int x[items], y[items], w[items];
#pragma unroll
    for (int k = 0; k < items; k++) {
        size_t i = first + (size_t)k * block_size_x;
        x[k] = i < (size_t)n ? px[i] : 0;
        y[k] = i < (size_t)n ? py[i] : 0;
        w[k] = 0;
    }
#if loop_unroll == 1
#pragma unroll 4
#else
#pragma unroll 1
#endif
    for (int j = 0; j < nv; j++) {
        int x0 = VX(j), y0 = VY(j), x1 = VX(j + 1), y1 = VY(j + 1);
        int dx = x1 - x0, dy = y1 - y0;
#pragma unroll
        for (int k = 0; k < items; k++) {
            int side = dx * (y[k] - y0) - (x[k] - x0) * dy;
            if (y0 <= y[k]) {
                if (y1 > y[k] && side > 0)
                    w[k]++;
            } else {
                if (y1 <= y[k] && side < 0)
                    w[k]--;
            }
        }
    }
#pragma unroll
    for (int k = 0; k < items; k++) {
        size_t i = first + (size_t)k * block_size_x;
        if (i < (size_t)n)
            wind[i] = w[k];
    }
}
