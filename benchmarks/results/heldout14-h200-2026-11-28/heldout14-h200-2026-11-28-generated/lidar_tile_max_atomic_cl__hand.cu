extern "C" __global__ void lidar_tile_max_atomic_hand(const unsigned short* __restrict__ height_mm, int* __restrict__ tile_max, int width, int height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
    __shared__ int part[256];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
    int t = (unsigned long long)threadIdx.y * 16 + (unsigned long long)threadIdx.x;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
    part[t] = x < width && y < height ? (int)height_mm[y * width + x] : -1;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
    for (int span = 128; span > 0; span >>= 1) {
#line 17 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
        if (t < span)
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
            part[t] = max(part[t], part[t + span]);
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
    if (t == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
        int tiles_x = (width + 15) / 16;
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/lidar_tile_max_atomic_hand.cl"
        tile_max[(unsigned long long)blockIdx.y * tiles_x + (unsigned long long)blockIdx.x] = part[0];
    }
}
