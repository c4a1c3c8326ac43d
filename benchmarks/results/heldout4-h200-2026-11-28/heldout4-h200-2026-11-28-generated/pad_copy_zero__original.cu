extern "C" __global__ void pad_copy_zero(const float* in, float* out, int C, int H, int W, int p) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int Wp = W + 2 * p;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int Hp = H + 2 * p;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    if (i < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int x = i % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int r = i / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int y = r % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int c = r / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        float v = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        if (x >= 0 && x < W && y >= 0 && y < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
            v = in[(c * H + y) * W + x];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        out[i] = v;
    }
}
