extern "C" __global__ void biharm13_cf8x(const float* u, float* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
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
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        int i_4 = y * width + x_4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        float v_4 = u[i_4];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        if (x_4 >= 2 && x_4 < width - 2 && y >= 2 && y < height - 2) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float c1_4 = u[i_4 - 1] + u[i_4 + 1] + (u[i_4 - width] + u[i_4 + width]);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float d1_4 = u[i_4 - width - 1] + u[i_4 - width + 1] + (u[i_4 + width - 1] + u[i_4 + width + 1]);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float c2_4 = u[i_4 - 2] + u[i_4 + 2] + (u[i_4 - 2 * width] + u[i_4 + 2 * width]);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            v_4 = 20.0f * v_4 - 8.0f * c1_4 + 2.0f * d1_4 + c2_4;
        }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        out[i_4] = v_4;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        int i_5 = y * width + x_5;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        float v_5 = u[i_5];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        if (x_5 >= 2 && x_5 < width - 2 && y >= 2 && y < height - 2) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float c1_5 = u[i_5 - 1] + u[i_5 + 1] + (u[i_5 - width] + u[i_5 + width]);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float d1_5 = u[i_5 - width - 1] + u[i_5 - width + 1] + (u[i_5 + width - 1] + u[i_5 + width + 1]);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float c2_5 = u[i_5 - 2] + u[i_5 + 2] + (u[i_5 - 2 * width] + u[i_5 + 2 * width]);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            v_5 = 20.0f * v_5 - 8.0f * c1_5 + 2.0f * d1_5 + c2_5;
        }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        out[i_5] = v_5;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        int i_6 = y * width + x_6;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        float v_6 = u[i_6];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        if (x_6 >= 2 && x_6 < width - 2 && y >= 2 && y < height - 2) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float c1_6 = u[i_6 - 1] + u[i_6 + 1] + (u[i_6 - width] + u[i_6 + width]);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float d1_6 = u[i_6 - width - 1] + u[i_6 - width + 1] + (u[i_6 + width - 1] + u[i_6 + width + 1]);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float c2_6 = u[i_6 - 2] + u[i_6 + 2] + (u[i_6 - 2 * width] + u[i_6 + 2 * width]);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            v_6 = 20.0f * v_6 - 8.0f * c1_6 + 2.0f * d1_6 + c2_6;
        }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        out[i_6] = v_6;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        int i_7 = y * width + x_7;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        float v_7 = u[i_7];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        if (x_7 >= 2 && x_7 < width - 2 && y >= 2 && y < height - 2) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float c1_7 = u[i_7 - 1] + u[i_7 + 1] + (u[i_7 - width] + u[i_7 + width]);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float d1_7 = u[i_7 - width - 1] + u[i_7 - width + 1] + (u[i_7 + width - 1] + u[i_7 + width + 1]);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float c2_7 = u[i_7 - 2] + u[i_7 + 2] + (u[i_7 - 2 * width] + u[i_7 + 2 * width]);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            v_7 = 20.0f * v_7 - 8.0f * c1_7 + 2.0f * d1_7 + c2_7;
        }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        out[i_7] = v_7;
    }
}
