extern "C" __global__ void tile_mean8x8_opt(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int tx = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int ty = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    if (tx < width / 8 && ty < height / 8) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        for (int y = 0; y < 8; y++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x = 0; x < 8 - 7; x += 8) {
                float4 in_v0_0;
                float4 in_v0_1;
                {
                    in_v0_0 = *(const float4*)&in[(8 * ty + y) * width + 8 * tx + x];
                    in_v0_1 = *(const float4*)(&in[(8 * ty + y) * width + 8 * tx + x] + 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                    s += in_v0_0.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                    s += in_v0_0.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                    s += in_v0_0.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                    s += in_v0_0.w;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                    s += in_v0_1.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                    s += in_v0_1.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                    s += in_v0_1.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                    s += in_v0_1.w;
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x_r = 0 + (8 - 0) / 8 * 8; x_r < 8; x_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                s += in[(8 * ty + y) * width + 8 * tx + x_r];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        out[ty * (width / 8) + tx] = s * 0.015625f;
    }
}
