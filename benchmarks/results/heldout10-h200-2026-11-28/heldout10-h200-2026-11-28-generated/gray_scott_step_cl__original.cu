extern "C" __global__ void gray_scott_step(const float* U, const float* V, float* Uo, float* Vo, float du, float dv, float feed, float kill, float dt, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
    if (x < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int c = y * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int l = x > 0 ? c - 1 : c;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int r = x < width - 1 ? c + 1 : c;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int u = y > 0 ? c - width : c;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int d = y < height - 1 ? c + width : c;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float uc = U[c];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float vc = V[c];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float lu = U[l] + U[r] + U[u] + U[d] - 4.0f * uc;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float lv = V[l] + V[r] + V[u] + V[d] - 4.0f * vc;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float uvv = uc * vc * vc;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        Uo[c] = uc + dt * (du * lu - uvv + feed * (1.0f - uc));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        Vo[c] = vc + dt * (dv * lv + uvv - (feed + kill) * vc);
    }
}
