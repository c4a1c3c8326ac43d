// Held-out suite 3 (frozen), hand version of box_iou_aos: each thread reads its box as one
// float4 (a warp reads 512 contiguous bytes in one instruction).
__kernel void box_iou_aos_hand(__global const float *boxes, __global float *iou, float qx0,
                               float qy0, float qx1, float qy1, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float4 bx = ((__global const float4 *)boxes)[i];
        float w = fmin(bx.z, qx1) - fmax(bx.x, qx0);
        float h = fmin(bx.w, qy1) - fmax(bx.y, qy0);
        float inter = fmax(w, 0.0f) * fmax(h, 0.0f);
        float uni = (bx.z - bx.x) * (bx.w - bx.y) + (qx1 - qx0) * (qy1 - qy0) - inter;
        iou[i] = inter / uni;
    }
}
