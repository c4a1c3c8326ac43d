extern "C" __global__ void euler_drag_soa(const float* x, const float* y, const float* vx, const float* vy, float* xo, float* yo, float* vxo, float* vyo, float k, float g, float dt, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
    if (i < n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float u = vx[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float w = vy[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float sp = sqrtf(u * u + w * w);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float nu = u - dt * k * sp * u;
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float nw = w - dt * (g + k * sp * w);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        vxo[i] = nu;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        vyo[i] = nw;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        xo[i] = x[i] + dt * nu;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        yo[i] = y[i] + dt * nw;
    }
}
