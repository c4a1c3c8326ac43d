extern "C" __global__ void unsharp3x3(const float* in, float* out, float amount, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
        int xl = max(x - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
        int xr = min(x + 1, width - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
        int yu = max(y - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
        int yd = min(y + 1, height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
        float top = in[yu * width + xl] + 2.0f * in[yu * width + x] + in[yu * width + xr];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
        float mid = in[y * width + xl] + 2.0f * in[y * width + x] + in[y * width + xr];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
        float bot = in[yd * width + xl] + 2.0f * in[yd * width + x] + in[yd * width + xr];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
        float blur = (top + 2.0f * mid + bot) / 16.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
        float c = in[y * width + x];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cu"
        out[y * width + x] = fminf(fmaxf(c + amount * (c - blur), 0.0f), 255.0f);
    }
}
