// 7-point 3D stencil out = c0 * in + c1 * (sum of the six neighbours), for the tuning
// benchmark (benchmarks/tuning/spaces.py, space "stencil"). ``in`` is padded by one cell on
// every side: (nz + 2) x (ny + 2) x (nx + 2) cells; ``out`` is nz x ny x nx. A block of
// block_size_x x block_size_y x block_size_z threads covers block_size_z * tile_z planes;
// each thread computes tile_z points along z. z_march=1 marches up the column keeping the
// planes below, at and above the point in registers (one new load per point along z);
// z_march=0 loads all seven neighbours of every point.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef block_size_z
#define block_size_z 1
#endif
#ifndef tile_z
#define tile_z 1
#endif
#ifndef z_march
#define z_march 0
#endif

__global__ void stencil(float *out, const float *in, int nx, int ny, int nz)
{
    float c0 = 0.5f, c1 = 0.25f;
    int x = blockIdx.x * block_size_x + threadIdx.x;
    int y = blockIdx.y * block_size_y + threadIdx.y;
    int z0 = (blockIdx.z * block_size_z + threadIdx.z) * tile_z;
    int sx = nx + 2;
    int sy = (ny + 2) * sx;
    int c = (z0 + 1) * sy + (y + 1) * sx + x + 1;   // the first point's cell in ``in``
#if z_march
    float below = in[c - sy];
    float mid = in[c];
    for (int k = 0; k < tile_z; k++) {
        float above = in[c + sy];
        out[((z0 + k) * ny + y) * nx + x] = c0 * mid
            + c1 * (in[c - 1] + in[c + 1] + in[c - sx] + in[c + sx] + below + above);
        below = mid;
        mid = above;
        c += sy;
    }
#else
    for (int k = 0; k < tile_z; k++) {
        out[((z0 + k) * ny + y) * nx + x] = c0 * in[c]
            + c1 * (in[c - 1] + in[c + 1] + in[c - sx] + in[c + sx] + in[c - sy] + in[c + sy]);
        c += sy;
    }
#endif
}
