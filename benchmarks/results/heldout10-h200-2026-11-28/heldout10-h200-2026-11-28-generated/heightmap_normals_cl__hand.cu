extern "C" __global__ void heightmap_normals_hand(const float* __restrict__ h, float* __restrict__ nx, float* __restrict__ ny, float* __restrict__ nz, float scale, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
    int col = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
    int row = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
    if (row < height && col < width) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        int i = row * width + col;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        int left = col > 0 ? i - 1 : i;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        int right = col < width - 1 ? i + 1 : i;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        int up = row > 0 ? i - width : i;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        int down = row < height - 1 ? i + width : i;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        float dx = (h[right] - h[left]) * scale;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        float dy = (h[down] - h[up]) * scale;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        float inv = 1.0f / sqrtf(dx * dx + dy * dy + 1.0f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        nx[i] = -dx * inv;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        ny[i] = -dy * inv;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cl"
        nz[i] = inv;
    }
}
