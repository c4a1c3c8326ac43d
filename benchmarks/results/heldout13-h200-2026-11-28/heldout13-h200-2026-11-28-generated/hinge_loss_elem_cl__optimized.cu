extern "C" __global__ void hinge_loss_elem_opt(const float* score, const float* label, float* loss, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 loss_v0;
    float4 label_v1;
    float4 score_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        if (ucond) {
            label_v1 = *(const float4*)&label[i_m0];
            score_v2 = *(const float4*)&score[i_m0];
            loss_v0.x = fmaxf(0.0f, 1.0f - label_v1.x * score_v2.x);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        if (ucond) {
            loss_v0.y = fmaxf(0.0f, 1.0f - label_v1.y * score_v2.y);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        if (ucond) {
            loss_v0.z = fmaxf(0.0f, 1.0f - label_v1.z * score_v2.z);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        if (ucond) {
            loss_v0.w = fmaxf(0.0f, 1.0f - label_v1.w * score_v2.w);
            *(float4*)(&loss[i_m3] - 3) = loss_v0;
        }
    }
}
