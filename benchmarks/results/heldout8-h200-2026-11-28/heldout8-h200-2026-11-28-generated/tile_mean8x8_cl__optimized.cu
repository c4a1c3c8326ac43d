extern "C" __global__ void tile_mean8x8_opt(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int ty = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    if (tx < width / 8 && ty < height / 8) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        for (int y = 0; y < 8; y++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
            for (int x = 0; x < 8 - 7; x += 8) {
                float4 in_v0_0;
                float4 in_v0_1;
                {
                    in_v0_0 = *(const float4*)&in[(8 * ty + y) * width + 8 * tx + x];
                    in_v0_1 = *(const float4*)(&in[(8 * ty + y) * width + 8 * tx + x] + 4);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                    s += in_v0_0.x;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                    s += in_v0_0.y;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                    s += in_v0_0.z;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                    s += in_v0_0.w;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                    s += in_v0_1.x;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                    s += in_v0_1.y;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                    s += in_v0_1.z;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                    s += in_v0_1.w;
                }
            }
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
            for (int x_r = 0 + (8 - 0) / 8 * 8; x_r < 8; x_r++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                s += in[(8 * ty + y) * width + 8 * tx + x_r];
            }
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        out[ty * (width / 8) + tx] = s * 0.015625f;
    }
}
