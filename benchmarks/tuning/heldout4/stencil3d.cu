// 7-point 3D Laplacian out = 6 in - (sum of the six neighbours) with the xy plane staged in
// shared memory or not, for the fourth held-out set of tuning spaces (benchmarks/tuning/
// spaces.py, space "stencil3d"). ``in`` is padded by one cell on every side: (nz + 2) x
// (ny + 2) x (nx + 2) cells; ``out`` is nz x ny x nx. A block of block_size_x x
// block_size_y x block_size_z threads (a 2D block marching up z for block_size_z = 1)
// covers block_size_z * tile_z planes; each thread computes tile_z points along z, one
// plane after another. use_shmem=1: for every plane the block stores its points and their
// x and y halo in shared memory (edge threads load the halo) and reads the four in-plane
// neighbours from there, the two z neighbours from global memory; use_shmem=0: all seven
// loads from global memory.
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
#ifndef use_shmem
#define use_shmem 0
#endif

__global__ void stencil3d(float *out, const float *in, int nx, int ny, int nz)
{
#if use_shmem
    __shared__ float plane[block_size_z][block_size_y + 2][block_size_x + 2];
#endif
    int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
    int x = blockIdx.x * block_size_x + tx;
    int y = blockIdx.y * block_size_y + ty;
    int z0 = (blockIdx.z * block_size_z + tz) * tile_z;
    int sx = nx + 2;
    int sy = (ny + 2) * sx;
    int c = (z0 + 1) * sy + (y + 1) * sx + x + 1;   // the first point's cell in ``in``
    for (int k = 0; k < tile_z; k++) {
#if use_shmem
        plane[tz][ty + 1][tx + 1] = in[c];
        if (tx == 0)
            plane[tz][ty + 1][0] = in[c - 1];
        if (tx == block_size_x - 1)
            plane[tz][ty + 1][block_size_x + 1] = in[c + 1];
        if (ty == 0)
            plane[tz][0][tx + 1] = in[c - sx];
        if (ty == block_size_y - 1)
            plane[tz][block_size_y + 1][tx + 1] = in[c + sx];
        __syncthreads();
        float v = 6.0f * plane[tz][ty + 1][tx + 1]
            - ((plane[tz][ty + 1][tx] + plane[tz][ty + 1][tx + 2])
               + (plane[tz][ty][tx + 1] + plane[tz][ty + 2][tx + 1]) + (in[c - sy] + in[c + sy]));
        __syncthreads();
#else
        float v = 6.0f * in[c]
            - ((in[c - 1] + in[c + 1]) + (in[c - sx] + in[c + sx]) + (in[c - sy] + in[c + sy]));
#endif
        out[((z0 + k) * ny + y) * nx + x] = v;
        c += sy;
    }
}
