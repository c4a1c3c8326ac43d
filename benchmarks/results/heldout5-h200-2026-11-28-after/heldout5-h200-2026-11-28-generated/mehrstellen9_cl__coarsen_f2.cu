extern "C" __global__ void mehrstellen9_cf2x(const float* in, float* out, float h2inv, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
