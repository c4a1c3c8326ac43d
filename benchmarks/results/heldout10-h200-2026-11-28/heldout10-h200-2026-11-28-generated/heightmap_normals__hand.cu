extern "C" __global__ void heightmap_normals_hand(const float* __restrict__ h, float* __restrict__ nx, float* __restrict__ ny, float* __restrict__ nz, float scale, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
    int col = blockIdx.x * blockDim.x + threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
    int row = blockIdx.y * blockDim.y + threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
    if (row < height && col < width) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        int i = row * width + col;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        int left = col > 0 ? i - 1 : i;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        int right = col < width - 1 ? i + 1 : i;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        int up = row > 0 ? i - width : i;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        int down = row < height - 1 ? i + width : i;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        float dx = (__ldg(h + right) - __ldg(h + left)) * scale;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        float dy = (__ldg(h + down) - __ldg(h + up)) * scale;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        float inv = 1.0f / sqrtf(dx * dx + dy * dy + 1.0f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        nx[i] = -dx * inv;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        ny[i] = -dy * inv;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/heightmap_normals_hand.cu"
        nz[i] = inv;
    }
}
