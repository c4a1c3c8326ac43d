extern "C" __global__ void lidar_tile_max_atomic_hand(const unsigned short* __restrict__ height_mm, int* __restrict__ tile_max, int width, int height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
    __shared__ int warp_max[8];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
    int x = blockIdx.x * 16 + threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
    int y = blockIdx.y * 16 + threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
    int t = threadIdx.y * 16 + threadIdx.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
    int v = x < width && y < height ? (int)height_mm[y * width + x] : -1;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
        v = max(v, __shfl_xor_sync(4294967295u, v, off));
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
    if ((t & 31) == 0)
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
        warp_max[t >> 5] = v;
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
    __syncthreads();
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
    if (t == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
        int m = warp_max[0];
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
        for (int k = 1; k < 8; k++)
#line 24 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
            m = max(m, warp_max[k]);
#line 25 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
        int tiles_x = (width + 15) / 16;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cu"
        tile_max[blockIdx.y * tiles_x + blockIdx.x] = m;
    }
}
