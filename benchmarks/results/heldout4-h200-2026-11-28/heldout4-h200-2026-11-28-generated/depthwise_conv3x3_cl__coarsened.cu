extern "C" __global__ void depthwise_conv3x3_cf2z_st2(const float* in, const float* w, float* out, int C, int H, int W) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int plane = (unsigned long long)blockIdx.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    if (x < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        int c = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        float s = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        for (int dy = -1; dy <= 1; dy++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
            for (int dx = -1; dx <= 1; dx++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                int yy = y + dy;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                int xx = x + dx;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                if (yy >= 0 && yy < H && xx >= 0 && xx < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                    s += w[c * 9 + (dy + 1) * 3 + dx + 1] * in[(plane * H + yy) * W + xx];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        if ((unsigned long long)threadIdx.z / 2ull * 4ull + (unsigned long long)threadIdx.z % 2ull < 1ull)
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
            out[(plane * H + y) * W + x] = s;
    }
}
