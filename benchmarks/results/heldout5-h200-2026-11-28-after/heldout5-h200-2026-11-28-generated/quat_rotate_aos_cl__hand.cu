extern "C" __global__ void quat_rotate_aos_hand(const float* p, const float* q, float* out, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
    __shared__ float sh[384];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
    int base = (unsigned long long)blockIdx.x * 384;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
    for (int e = t; e < 384; e += 128)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        sh[e] = base + e < 3 * n ? p[base + e] : 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
    int i = (unsigned long long)blockIdx.x * 128 + t;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
    if (i < n) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        float4 r = ((const float4*)q)[i];
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        float px = sh[3 * t];
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        float py = sh[3 * t + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        float pz = sh[3 * t + 2];
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        float tx = r.z * pz - r.w * py;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        float ty = r.w * px - r.y * pz;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        float tz = r.y * py - r.z * px;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        sh[3 * t] = px + 2.0f * (r.x * tx + (r.z * tz - r.w * ty));
#line 21 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        sh[3 * t + 1] = py + 2.0f * (r.x * ty + (r.w * tx - r.y * tz));
#line 22 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        sh[3 * t + 2] = pz + 2.0f * (r.x * tz + (r.y * ty - r.z * tx));
    }
#line 24 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
    __syncthreads();
#line 25 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
    for (int e_1 = t; e_1 < 384; e_1 += 128)
#line 26 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
        if (base + e_1 < 3 * n)
#line 27 "/work/main/.stage/main/benchmarks/heldout5/hand/quat_rotate_aos_hand.cl"
            out[base + e_1] = sh[e_1];
}
