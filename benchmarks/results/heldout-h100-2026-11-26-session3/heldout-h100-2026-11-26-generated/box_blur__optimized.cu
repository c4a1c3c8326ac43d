extern "C" __global__ void box_blur_opt(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    int ucond = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
    float4 out_v0;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        int x_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            float s_m0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            for (int dy_m0 = -1; dy_m0 <= 1; ++dy_m0) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                int yy_m0 = min(max(y_m0 + dy_m0, 0), height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                for (int dx_m0 = -1; dx_m0 <= 1; ++dx_m0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                    int xx_m0 = min(max(x_m0 + dx_m0, 0), width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                    s_m0 += in[yy_m0 * width + xx_m0];
                }
            }
            out_v0.x = s_m0 * (1.0f / 9.0f);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        int x_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            float s_m1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            for (int dy_m1 = -1; dy_m1 <= 1; ++dy_m1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                int yy_m1 = min(max(y_m1 + dy_m1, 0), height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                for (int dx_m1 = -1; dx_m1 <= 1; ++dx_m1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                    int xx_m1 = min(max(x_m1 + dx_m1, 0), width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                    s_m1 += in[yy_m1 * width + xx_m1];
                }
            }
            out_v0.y = s_m1 * (1.0f / 9.0f);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        int x_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            float s_m2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            for (int dy_m2 = -1; dy_m2 <= 1; ++dy_m2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                int yy_m2 = min(max(y_m2 + dy_m2, 0), height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                for (int dx_m2 = -1; dx_m2 <= 1; ++dx_m2) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                    int xx_m2 = min(max(x_m2 + dx_m2, 0), width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                    s_m2 += in[yy_m2 * width + xx_m2];
                }
            }
            out_v0.z = s_m2 * (1.0f / 9.0f);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        int x_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            float s_m3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            for (int dy_m3 = -1; dy_m3 <= 1; ++dy_m3) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                int yy_m3 = min(max(y_m3 + dy_m3, 0), height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                for (int dx_m3 = -1; dx_m3 <= 1; ++dx_m3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                    int xx_m3 = min(max(x_m3 + dx_m3, 0), width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                    s_m3 += in[yy_m3 * width + xx_m3];
                }
            }
            out_v0.w = s_m3 * (1.0f / 9.0f);
            *(float4*)(&out[y_m3 * width + x_m3] - 3) = out_v0;
        }
    }
}
