extern "C" __global__ void biharm13_cf4x_st32(const float* u, float* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u < 32u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_1;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u < 32u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_2;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u < 32u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_3;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u < 32u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u < 32u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            int i_0 = y * width + x_0;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float v_0 = u[i_0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            if (x_0 >= 2 && x_0 < width - 2 && y >= 2 && y < height - 2) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float c1_0 = u[i_0 - 1] + u[i_0 + 1] + (u[i_0 - width] + u[i_0 + width]);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float d1_0 = u[i_0 - width - 1] + u[i_0 - width + 1] + (u[i_0 + width - 1] + u[i_0 + width + 1]);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float c2_0 = u[i_0 - 2] + u[i_0 + 2] + (u[i_0 - 2 * width] + u[i_0 + 2 * width]);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                v_0 = 20.0f * v_0 - 8.0f * c1_0 + 2.0f * d1_0 + c2_0;
            }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            out[i_0] = v_0;
        }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u < 32u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            int i_1 = y * width + x_1;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float v_1 = u[i_1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            if (x_1 >= 2 && x_1 < width - 2 && y >= 2 && y < height - 2) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float c1_1 = u[i_1 - 1] + u[i_1 + 1] + (u[i_1 - width] + u[i_1 + width]);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float d1_1 = u[i_1 - width - 1] + u[i_1 - width + 1] + (u[i_1 + width - 1] + u[i_1 + width + 1]);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float c2_1 = u[i_1 - 2] + u[i_1 + 2] + (u[i_1 - 2 * width] + u[i_1 + 2 * width]);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                v_1 = 20.0f * v_1 - 8.0f * c1_1 + 2.0f * d1_1 + c2_1;
            }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            out[i_1] = v_1;
        }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u < 32u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            int i_2 = y * width + x_2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float v_2 = u[i_2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            if (x_2 >= 2 && x_2 < width - 2 && y >= 2 && y < height - 2) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float c1_2 = u[i_2 - 1] + u[i_2 + 1] + (u[i_2 - width] + u[i_2 + width]);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float d1_2 = u[i_2 - width - 1] + u[i_2 - width + 1] + (u[i_2 + width - 1] + u[i_2 + width + 1]);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float c2_2 = u[i_2 - 2] + u[i_2 + 2] + (u[i_2 - 2 * width] + u[i_2 + 2 * width]);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                v_2 = 20.0f * v_2 - 8.0f * c1_2 + 2.0f * d1_2 + c2_2;
            }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            out[i_2] = v_2;
        }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u < 32u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            int i_3 = y * width + x_3;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float v_3 = u[i_3];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            if (x_3 >= 2 && x_3 < width - 2 && y >= 2 && y < height - 2) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float c1_3 = u[i_3 - 1] + u[i_3 + 1] + (u[i_3 - width] + u[i_3 + width]);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float d1_3 = u[i_3 - width - 1] + u[i_3 - width + 1] + (u[i_3 + width - 1] + u[i_3 + width + 1]);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                float c2_3 = u[i_3 - 2] + u[i_3 + 2] + (u[i_3 - 2 * width] + u[i_3 + 2 * width]);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
                v_3 = 20.0f * v_3 - 8.0f * c1_3 + 2.0f * d1_3 + c2_3;
            }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            out[i_3] = v_3;
        }
}
