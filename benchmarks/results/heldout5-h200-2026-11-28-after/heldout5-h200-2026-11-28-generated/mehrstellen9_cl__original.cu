extern "C" __global__ void mehrstellen9(const float* in, float* out, float h2inv, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
        int i = y * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
        if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            out[i] = in[i];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            float face = in[i - width] + in[i + width] + in[i - 1] + in[i + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            float corner = in[i - width - 1] + in[i - width + 1] + in[i + width - 1] + in[i + width + 1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cl"
            out[i] = (4.0f * face + corner - 20.0f * in[i]) * h2inv;
        }
    }
}
