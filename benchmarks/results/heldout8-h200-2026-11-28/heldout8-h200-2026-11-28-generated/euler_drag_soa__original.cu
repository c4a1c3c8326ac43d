extern "C" __global__ void euler_drag_soa(const float* x, const float* y, const float* vx, const float* vy, float* xo, float* yo, float* vxo, float* vyo, float k, float g, float dt, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float u = vx[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float w = vy[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float sp = sqrtf(u * u + w * w);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nu = u - dt * k * sp * u;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nw = w - dt * (g + k * sp * w);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vxo[i] = nu;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vyo[i] = nw;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        xo[i] = x[i] + dt * nu;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        yo[i] = y[i] + dt * nw;
    }
}
