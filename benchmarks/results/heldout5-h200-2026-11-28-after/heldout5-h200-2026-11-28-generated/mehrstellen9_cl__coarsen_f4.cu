extern "C" __global__ void mehrstellen9_cf4x(const float* in, float* out, float h2inv, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
        int i_0 = y * width + x_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
        if (x_0 == 0 || y == 0 || x_0 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            out[i_0] = in[i_0];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            float face_0 = in[i_0 - width] + in[i_0 + width] + in[i_0 - 1] + in[i_0 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            float corner_0 = in[i_0 - width - 1] + in[i_0 - width + 1] + in[i_0 + width - 1] + in[i_0 + width + 1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            out[i_0] = (4.0f * face_0 + corner_0 - 20.0f * in[i_0]) * h2inv;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
        int i_1 = y * width + x_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
        if (x_1 == 0 || y == 0 || x_1 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            out[i_1] = in[i_1];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            float face_1 = in[i_1 - width] + in[i_1 + width] + in[i_1 - 1] + in[i_1 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            float corner_1 = in[i_1 - width - 1] + in[i_1 - width + 1] + in[i_1 + width - 1] + in[i_1 + width + 1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            out[i_1] = (4.0f * face_1 + corner_1 - 20.0f * in[i_1]) * h2inv;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
        int i_2 = y * width + x_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
        if (x_2 == 0 || y == 0 || x_2 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            out[i_2] = in[i_2];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            float face_2 = in[i_2 - width] + in[i_2 + width] + in[i_2 - 1] + in[i_2 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            float corner_2 = in[i_2 - width - 1] + in[i_2 - width + 1] + in[i_2 + width - 1] + in[i_2 + width + 1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            out[i_2] = (4.0f * face_2 + corner_2 - 20.0f * in[i_2]) * h2inv;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
        int i_3 = y * width + x_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
        if (x_3 == 0 || y == 0 || x_3 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            out[i_3] = in[i_3];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            float face_3 = in[i_3 - width] + in[i_3 + width] + in[i_3 - 1] + in[i_3 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            float corner_3 = in[i_3 - width - 1] + in[i_3 - width + 1] + in[i_3 + width - 1] + in[i_3 + width + 1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            out[i_3] = (4.0f * face_3 + corner_3 - 20.0f * in[i_3]) * h2inv;
        }
    }
}
