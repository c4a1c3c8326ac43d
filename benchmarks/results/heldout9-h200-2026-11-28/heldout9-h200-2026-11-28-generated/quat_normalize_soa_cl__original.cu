extern "C" __global__ void quat_normalize_soa(const float* qw, const float* qx, const float* qy, const float* qz, float* ow, float* ox, float* oy, float* oz, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float a = qw[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float b = qx[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float c = qy[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float d = qz[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float inv = 1.0f / sqrtf(a * a + b * b + c * c + d * d);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        ow[i] = a * inv;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        ox[i] = b * inv;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        oy[i] = c * inv;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        oz[i] = d * inv;
    }
}
